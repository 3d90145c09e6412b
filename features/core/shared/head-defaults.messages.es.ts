import type { headDefaultsMessages } from './head-defaults.messages';
import type { Translation } from './i18n/messages';

export default {
  shareAlt: 'Quadkit: recursos para estudiantes',
  notFoundTitle: 'Página no encontrada',
  notFoundDescription: 'La página que buscas no existe o se ha movido.',
} satisfies Translation<typeof headDefaultsMessages.en>;
