import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { layoutMessages } from './messages';

export default {
  loadingPage: 'Cargando la página',
  skip: 'Saltar al contenido',
  home: 'Inicio',
  browse: 'Explorar',
  saved: 'Guardados',
  account: 'Cuenta',
  mainNav: 'Principal',
  search: 'Buscar',
  searchTitle: 'Buscar (Ctrl+K)',
  darkMode: 'Modo oscuro',
  toLight: 'Cambiar al modo claro',
  toDark: 'Cambiar al modo oscuro',
  loadingApp: 'Cargando Quadkit',
  tagline: 'Herramientas gratis, descuentos para estudiantes, guías y kits de herramientas para estudiantes.',
  elsewhere: 'Quadkit en otros sitios',
  supportUs: 'Apóyanos',
  rights: '© {year} Quadkit. Todos los derechos reservados.',
  siteNotice: 'Aviso del sitio',
} satisfies Translation<typeof layoutMessages.en>;
