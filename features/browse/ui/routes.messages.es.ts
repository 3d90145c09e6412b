import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { routeMessages } from './routes.messages';

export default {
  resources: 'Cargando recursos',
  resource: 'Cargando recurso',
  majors: 'Cargando carreras',
  major: 'Cargando carrera',
} satisfies Translation<typeof routeMessages.en>;
