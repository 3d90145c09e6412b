import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { homeMessages } from './home-page.messages';

export default {
  eyebrow: 'Herramientas gratis · Descuentos · Guías · Kits',
  title: 'Recursos para estudiantes',
  lead: 'Todo lo que vale la pena conocer como estudiante, en un solo lugar: software que obtienes gratis, descuentos que te ahorran dinero de verdad y guías para solicitudes, investigación y tus primeras prácticas.',
  browse: 'Explorar recursos',
  loading: 'Cargando',
} satisfies Translation<typeof homeMessages.en>;
