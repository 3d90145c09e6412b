import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { postsMessages } from './posts.messages';

export default {
  submitted: 'Enviado el {date}',
  reason: 'Motivo: {reason}',
  delete: 'Eliminar',
  deleting: 'Eliminando…',
  deleteLabel: 'Eliminar {title}',
  confirmDelete: '¿Eliminar esta publicación pendiente?',
  deleteFailed: 'No se pudo eliminar la publicación',
  listLabel: 'Mis publicaciones del tablón de anuncios',
  countFailed: 'No se pudo cargar',
  loading: 'Cargando',
  loadingPosts: 'Cargando tus publicaciones',
  tryAgain: 'Intentar de nuevo',
  noPosts: 'Aún no tienes publicaciones',
  noPostsMessage: 'Comparte una guía o un consejo con otros estudiantes en el tablón de anuncios.',
  submitArticle: 'Enviar artículo',
  viewAll: 'Ver todos los envíos ({count})',
  noBoardPosts: 'Aún no tienes publicaciones en el tablón de anuncios',
  submitAnArticle: 'Enviar un artículo',
} satisfies Translation<typeof postsMessages.en>;
