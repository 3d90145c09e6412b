import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { popularMessages } from './popular-resources.messages';

export default {
  title: 'Populares',
  lead: 'Las herramientas que los estudiantes usan una y otra vez.',
  more: 'Ver todos los populares',
  loading: 'Cargando recursos populares',
} satisfies Translation<typeof popularMessages.en>;
