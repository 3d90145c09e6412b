import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { dangerZoneMessages } from './danger-zone.messages';

export default {
  title: 'Zona de peligro',
  lead: 'Al eliminar tu cuenta se borran tu perfil y todo lo que has guardado o creado. No se puede deshacer.',
  delete: 'Eliminar cuenta',
  confirmTitle: '¿Eliminar tu cuenta?',
  confirmIntro: 'Esto elimina para siempre tu cuenta y todo lo que le pertenece:',
  itemProfile: 'tu perfil, metas de estudio, intereses y foto de perfil',
  itemSaved: 'tus recursos y kits de herramientas guardados',
  itemToolkits: 'los kits de herramientas que creaste',
  itemPosts: 'tus publicaciones del tablón de anuncios y tus envíos de recursos',
  itemHistory: 'tu historial de navegación usado para las recomendaciones',
  confirmOutro: 'Se cerrará tu sesión. No se puede deshacer.',
  confirm: 'Eliminar mi cuenta',
  deleting: 'Eliminando...',
  notSignedIn: 'Debes iniciar sesión para eliminar tu cuenta.',
  failed: 'No se pudo eliminar la cuenta: {reason}',
  failedBare: 'No se pudo eliminar la cuenta',
  unknownError: 'Error desconocido',
  deleted: 'Tu cuenta se eliminó para siempre.',
} satisfies Translation<typeof dangerZoneMessages.en>;
