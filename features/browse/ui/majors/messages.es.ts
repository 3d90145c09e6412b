import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { majorsMessages } from './messages';

export default {
  title: 'Explora por carrera',
  lead: 'Elige tu carrera para ver las herramientas, guías y becas que sus estudiantes encuentran más útiles. El número indica cuántos recursos tiene cada carrera.',
  find: 'Busca una carrera',
  placeholder: 'p. ej., Biología, Informática',
  noneTitle: 'No se encontraron carreras',
  noneFor: 'Nada coincide con «{text}».',
  count: { one: ' recurso', other: ' recursos' },
  loadError: 'Error al cargar las carreras',
  allMajors: 'Todas las carreras',
  notFound: 'Carrera no encontrada',
  notFoundMessage: 'No encontramos esa carrera. Puede que haya cambiado de nombre o que el enlace esté mal escrito.',
  seeAll: 'Ver todas las carreras',
  fields: 'Áreas de estudio',
  majorLead: {
    one: '{count} recurso elegido para estudiantes de {major}, agrupado según aquello por lo que es más conocido.',
    other:
      '{count} recursos elegidos para estudiantes de {major}, agrupados según aquello por lo que son más conocidos.',
  },
  noResources: 'No se encontraron recursos',
  noResourcesMessage: 'Todavía no hay recursos vinculados a esta carrera.',
  majorError: 'Error al cargar los detalles de la carrera',
  academic: 'Académico',
  professional: 'Profesional',
  technology: 'Tecnología',
  studentLife: 'Vida estudiantil',
  presentation: 'Presentaciones',
  college: 'Universidad',
  general: 'General',
} satisfies Translation<typeof majorsMessages.en>;
