import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { browseMessages } from './messages';

export default {
  title: '浏览资源',
  lead: '所有工具、折扣和指南尽在一处。按名称或主题搜索，再按类别、标签或地区缩小范围。',
  results: '结果',
  search: '搜索资源',
  placeholder: '按名称、主题或标签搜索',
  sortBy: '排序方式',
  newest: '最新',
  popular: '最热门',
  recommended: '推荐',
  filters: '筛选',
  filtersActive: '筛选（{count}）',
  forMe: '适合我',
  category: '类别',
  allCategories: '全部类别',
  tags: '标签',
  region: '地区',
  noneTitle: '未找到资源',
  noneMessage: '试试更少或不同的关键词，或清除筛选条件。',
  clearAll: '清除搜索和筛选',
  ask: '询问学习助手',
  showing: { other: '第 {from}–{to} 个，共 {count} 个资源' },
  closest: '最接近的结果',
  closestFor: '与 {query} 最接近的结果',
} satisfies Translation<typeof browseMessages.en>;
