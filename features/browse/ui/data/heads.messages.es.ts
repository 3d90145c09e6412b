import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { headMessages } from './heads.messages';

export default {
  home: 'Inicio',
  untitled: 'Sin título',
  browse: 'Explorar recursos',
  browseDescription:
    'Busca, ordena y filtra todas las herramientas gratuitas, descuentos para estudiantes y guías de Quadkit por categoría, etiqueta y región.',
  browseList: 'Recursos para estudiantes',
  noCategory: 'Quadkit no tiene la categoría {title}.',
  categoryDescription:
    'Herramientas gratuitas, descuentos para estudiantes y guías de {title}, elegidos para estudiantes.',
  majors: 'Explora por carrera',
  majorsDescription: 'Encuentra las herramientas, guías y becas que van con tu carrera, agrupadas por área de estudio.',
  majorsList: 'Carreras',
  majorDescription: 'Herramientas, guías y becas para estudiantes de {major}.',
  majorList: 'Recursos para {major}',
} satisfies Translation<typeof headMessages.en>;
