import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { categoryMessages } from './messages';

export default {
  lead: 'Todo lo que tenemos en {title}, elegido pensando en los estudiantes. ¿Buscas otra cosa? {link}.',
  noneTitle: 'No se encontró nada en {title}',
  noneFiltered: 'Nada coincide con {filters}. Prueba otro filtro o bórralo.',
  noneYet: 'Todavía no hay recursos en esta categoría.',
  count: { one: '{count} recurso', other: '{count} recursos' },
  showing: 'Mostrando {shown} de {count} recursos ({filters})',
  regionsTitle: 'Recursos por región',
  regionsLead: 'Las ayudas, la vivienda y el apoyo dependen de dónde vives y estudias. Elige una región.',
  regions: 'Regiones',
  focus: 'Enfoque',
  housing: 'Vivienda',
  housingBlurb: 'Vivienda segura y asequible, y ayuda con las necesidades básicas.',
  grants: 'Becas',
  grantsBlurb: 'Becas estatales y regionales que nunca tienes que devolver.',
  support: 'Apoyo',
  supportBlurb: 'Orientación, ayuda legal y comunidades que te respaldan.',
  scholarshipsTitle: 'Encuentra becas',
  scholarshipsLead: 'Muestra solo las becas de un tipo. Elígelo otra vez para verlas todas.',
  scholarshipType: 'Tipo de beca',
} satisfies Translation<typeof categoryMessages.en>;
