import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { trendingCardMessages } from './trending-card.messages';

export default {
  hot: '热门',
  score: '热度 {score}',
  untitled: '无标题',
  viewDetails: '查看详情',
  detailsOf: '：{title}',
} satisfies Translation<typeof trendingCardMessages.en>;
