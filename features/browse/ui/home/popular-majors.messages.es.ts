import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { popularMajorsMessages } from './popular-majors.messages';

export default {
  title: 'Carreras populares',
  lead: 'Mira lo que más usan los estudiantes de tu área.',
  more: 'Ver todas las carreras',
  loading: 'Cargando carreras populares',
  count: { one: '{count} recurso', other: '{count} recursos' },
} satisfies Translation<typeof popularMajorsMessages.en>;
