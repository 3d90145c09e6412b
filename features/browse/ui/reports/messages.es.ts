import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { reportsMessages } from './messages';

export default {
  confirmedToast: 'Confirmaste que el enlace de «{title}» no funciona: su página muestra el aviso.',
  confirmFailed: 'No se pudo confirmar el informe.',
  resolvedToast: 'Resolviste el informe sobre «{title}».',
  resolveFailed: 'No se pudo resolver el informe.',
  card: 'Informe sobre {title}',
  confirmed: ' (confirmado)',
  reported: 'informado el {date}',
  openSite: 'Abrir el sitio',
  confirming: 'Confirmando…',
  confirm: 'Confirmar enlace roto',
  resolving: 'Resolviendo…',
  resolve: 'Resolver',
  loading: 'Cargando informes',
  loadFailed: 'No se pudieron cargar los informes',
  loadFailedFallback: 'Error al cargar los informes',
  none: 'No hay informes abiertos',
  noneMessage: 'Aquí aparecen los problemas que la gente informa sobre los recursos.',
  list: 'Informes de problemas abiertos',
} satisfies Translation<typeof reportsMessages.en>;
