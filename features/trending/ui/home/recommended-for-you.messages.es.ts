import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { recommendedMessages } from './recommended-for-you.messages';

export default {
  title: 'Recomendado para ti',
  lead: 'Elegido según tus intereses, tus metas y lo que has visto.',
  loading: 'Cargando recomendaciones',
  list: 'Recomendado para ti',
  resource: 'Recurso',
  toolkit: { one: 'Kit de herramientas · {count} recurso', other: 'Kit de herramientas · {count} recursos' },
} satisfies Translation<typeof recommendedMessages.en>;
