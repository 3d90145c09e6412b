import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { trendingNowMessages } from './trending-now.messages';

export default {
  title: 'Tendencias',
  lead: 'Lo que más ven y guardan los estudiantes en estas dos semanas.',
  viewAll: 'Ver todas las tendencias',
  loading: 'Cargando recursos en tendencia',
  list: 'Tendencias',
} satisfies Translation<typeof trendingNowMessages.en>;
