import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { loadFailureMessages } from './load-failures.messages';

export default {
  resources: 'No se pudieron obtener los recursos',
  majors: 'No se pudieron cargar las carreras',
  major: 'No se pudo cargar esta carrera',
} satisfies Translation<typeof loadFailureMessages.en>;
