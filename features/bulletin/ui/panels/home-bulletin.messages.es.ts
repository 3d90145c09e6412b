import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { homeBulletinMessages } from './home-bulletin.messages';

export default {
  title: 'Del tablón de anuncios',
  lead: 'Guías y consejos para la vida estudiantil, de nuestro equipo de redacción y de estudiantes.',
  all: 'Ver todos los artículos',
  loading: 'Cargando artículos',
  error: 'No se pudieron cargar los artículos: {message}',
  failed: 'No se pudieron cargar los artículos',
  latest: 'Artículos recientes',
} satisfies Translation<typeof homeBulletinMessages.en>;
