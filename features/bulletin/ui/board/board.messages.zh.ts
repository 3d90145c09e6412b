import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { boardMessages } from './board.messages';

export default {
  title: '公告栏',
  lead: '来自我们作者的指南，以及和你一样的学生发布的帖子。',
  description: '面向学生的指南和文章，以及 Quadkit 社区发布的帖子。',
  submit: '投稿文章',
  searchLabel: '搜索文章',
  searchPlaceholder: '搜索文章…',
  filterByTag: '按标签筛选',
  all: '全部',
  articles: '文章',
  count: { other: '{count} 篇文章' },
  errorTitle: '文章加载出错',
  loadFailed: '无法加载文章',
  clearFilters: '清除筛选',
} satisfies Translation<typeof boardMessages.en>;
