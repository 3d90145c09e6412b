import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { trendingMessages } from './trending.messages';

export default {
  title: '热门',
  lead: '同学们此刻浏览和收藏最多的资源。',
  listName: '热门资源',
  back: '返回首页',
  loading: '正在加载热门资源',
  error: '热门资源加载失败',
  loadFailed: '发生错误',
  empty: '暂无热门资源',
  browseAll: '浏览全部资源',
  noMatch: '没有符合筛选条件的热门资源',
  clearFilters: '清除筛选',
  resources: '热门资源',
  searchPlaceholder: '搜索热门资源…',
  search: '搜索热门资源',
  clearSearch: '清除搜索',
  category: '类别',
  allCategories: '全部类别',
  stats: '热门统计',
  categories: '涵盖类别',
  tags: '不同标签',
} satisfies Translation<typeof trendingMessages.en>;
