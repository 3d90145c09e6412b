import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { trendingCardMessages } from './trending-card.messages';

export default {
  hot: 'Popular',
  score: 'Puntuación {score}',
  untitled: 'Sin título',
  viewDetails: 'Ver detalles',
  detailsOf: 'de {title}',
} satisfies Translation<typeof trendingCardMessages.en>;
