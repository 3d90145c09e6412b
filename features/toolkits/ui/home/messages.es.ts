import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { showcaseMessages } from './messages';

export default {
  title: 'Kits de herramientas destacados',
  lead: 'Colecciones de herramientas para exámenes, investigación, presentaciones y más.',
  seeAll: 'Ver todos los kits',
  loading: 'Cargando kits de herramientas',
  failed: 'No se pudieron cargar los kits de herramientas: {message}',
  list: 'Kits de herramientas destacados',
} satisfies Translation<typeof showcaseMessages.en>;
