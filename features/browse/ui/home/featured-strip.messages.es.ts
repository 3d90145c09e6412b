import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { featuredMessages } from './featured-strip.messages';

export default {
  title: 'Recursos destacados',
  loading: 'Cargando recursos destacados',
} satisfies Translation<typeof featuredMessages.en>;
