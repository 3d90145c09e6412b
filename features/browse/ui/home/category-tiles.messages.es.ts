import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { categoryTilesMessages } from './category-tiles.messages';

export default {
  title: 'Explora por categoría',
  lead: 'Empieza por lo que necesitas ahora mismo.',
  label: 'Explorar la categoría {name}',
  count: { one: '{count} recurso', other: '{count} recursos' },
} satisfies Translation<typeof categoryTilesMessages.en>;
