import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { slotPageMessages } from './slot-page.messages';

export default {
  admin: 'Administración',
  adminPanels: 'Paneles de administración',
  submissions: 'Mis envíos',
  backToDashboard: 'Volver al panel',
  submissionsSignIn: 'Inicia sesión para ver tus envíos',
  submissionsWhy:
    'Aquí verás tus publicaciones del tablón y tus sugerencias de recursos, con su estado de revisión, cuando inicies sesión.',
  loadingPanel: 'Cargando {title}',
} satisfies Translation<typeof slotPageMessages.en>;
