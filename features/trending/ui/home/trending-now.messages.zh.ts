import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { trendingNowMessages } from './trending-now.messages';

export default {
  title: '热门',
  lead: '近两周同学们浏览和收藏最多的资源。',
  viewAll: '查看全部热门',
  loading: '正在加载热门资源',
  list: '热门资源',
} satisfies Translation<typeof trendingNowMessages.en>;
