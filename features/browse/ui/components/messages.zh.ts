import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { sharedMessages } from './messages';

export default {
  fallback: '暂时无法连接在线目录，你看到的是内置列表。',
  backHome: '返回首页',
  loadError: '资源加载失败',
  browseAll: '浏览全部资源',
  clearFilters: '清除筛选',
  qualify: '你符合条件',
  notLevel: '不适合你的学业阶段',
  notRegion: '不适用于你所在地区',
  allRegions: '全部地区',
  northeast: '东北部',
  midwest: '中西部',
  south: '南部',
  west: '西部',
  international: '国际',
  nationwide: '全国/线上',
  undocumented: '无证件学生资源',
  and: '{first}和{second}',
  comma: '、',
} satisfies Translation<typeof sharedMessages.en>;
