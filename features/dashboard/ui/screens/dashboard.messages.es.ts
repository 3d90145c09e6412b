import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { dashboardMessages } from './dashboard.messages';

export default {
  title: 'Panel de perfil',
  signIn: 'Inicia sesión para ver tu perfil.',
  loading: 'Cargando tu perfil',
  loadError: 'No se pudo cargar tu perfil',
  unknownError: 'Error desconocido',
  yourProfile: 'Tu perfil',
  completeProfile: 'Completa tu perfil',
  finishSetup: 'Terminar la configuración',
  classOf: 'Generación {year}',
  admin: 'Administración',
  shortcuts: 'Accesos directos',
  createToolkit: 'Crear kit de herramientas',
  submitArticle: 'Enviar artículo',
  explore: 'Explorar recursos',
  activity: 'Tu actividad',
  panelFailed: 'No se pudo cargar esta sección.',
  panelLoading: 'Cargando {title}',
  changePhoto: 'Cambiar foto',
  uploading: 'Subiendo…',
  notImage: 'Elige un archivo de imagen (PNG, JPEG, GIF o WebP).',
  tooLarge: 'La imagen pesa más de 2 MB. Elige una imagen más pequeña.',
  photoUpdated: 'Se actualizó tu foto de perfil.',
  uploadFailed: 'No se pudo subir la imagen. Inténtalo de nuevo.',
} satisfies Translation<typeof dashboardMessages.en>;
