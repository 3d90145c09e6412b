import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { reviewMessages } from './review.messages';

export default {
  loading: 'Cargando envíos',
  loadFailed: 'No se pudieron cargar los envíos',
  empty: 'No hay envíos para revisar',
  emptyMessage: 'Las nuevas sugerencias de recursos aparecerán aquí.',
  listLabel: 'Sugerencias de recursos pendientes',
  cardLabel: 'Envío {name}',
  submitted: 'Enviado el {date}',
  approved: 'Se aprobó «{name}»: ya está en el catálogo.',
  rejected: 'Se rechazó «{name}».',
  duplicateOf: 'Posible duplicado de ',
  inCatalog: ' (en el catálogo): ',
  pending: ' (sugerido antes, pendiente): ',
  rejectDuplicate: 'Rechazar por duplicado',
  nameLabel: 'Nombre del recurso',
  urlLabel: 'URL del sitio web',
  descriptionLabel: 'Descripción',
  accessLabel: 'Cómo acceder (un paso por línea)',
  accessPlaceholder: 'Quién puede obtenerlo, qué cuenta o comprobante necesita, la página desde la que empezar',
  aboutLabel: 'Acerca de (opcional: lo que la descripción no dice)',
  categoryLabel: 'Categoría',
  tagsLabel: 'Etiquetas',
  approve: 'Aprobar',
  reasonLabel: 'Motivo del rechazo',
  reject: 'Rechazar',
} satisfies Translation<typeof reviewMessages.en>;
