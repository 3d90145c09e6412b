import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { toolkitsListMessages } from './toolkits-screen.messages';

export default {
  name: 'Kits de herramientas',
  description:
    'Colecciones de herramientas y recursos gratuitos reunidos para exámenes, investigación, presentaciones y más.',
  heading: 'Todos los kits de herramientas',
  headingCount: 'Todos los kits de herramientas ({count})',
  lead: 'Colecciones de recursos listas para exámenes, investigación, presentaciones y más.',
  loadFailed: 'No se pudieron cargar los kits de herramientas',
  emptyTitle: 'Aún no hay kits de herramientas',
  emptyText:
    'Los kits de herramientas son colecciones de recursos reunidos por estudiantes. Empieza con algunos recursos que te gusten.',
  stats: 'Estadísticas de la comunidad',
  statToolkits: 'Kits públicos',
  statResources: 'Recursos en total',
  statAverage: 'Promedio de recursos por kit',
} satisfies Translation<typeof toolkitsListMessages.en>;
