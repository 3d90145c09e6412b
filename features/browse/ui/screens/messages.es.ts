import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { resourceMessages } from './messages';

export default {
  home: 'Inicio',
  notVerified: 'Aún sin verificar',
  broken: 'Alguien informó que este enlace no funciona. Lo estamos revisando.',
  report: 'Informar un problema',
  about: 'Acerca de',
  howTo: 'Cómo acceder',
  features: 'Características',
  who: 'Para quién es:',
  highSchool: 'Preparatoria',
  undergraduate: 'Licenciatura',
  graduate: 'Posgrado',
  anywhere: 'Cualquier lugar',
  except: '{places} excepto {countries}',
  free: 'Gratis',
  discount: 'Descuento para estudiantes',
  paid: 'De pago',
  eduEmail: 'Requiere un correo escolar (.edu)',
  comma: ', ',
  notFound: 'Recurso no encontrado',
  notFoundMessage: 'Puede que este recurso se haya eliminado o que el enlace esté mal escrito.',
} satisfies Translation<typeof resourceMessages.en>;
