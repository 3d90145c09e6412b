import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { articleMessages } from './article.messages';

export default {
  back: '返回公告栏',
  more: '更多文章',
  previous: '← 上一篇',
  next: '下一篇 →',
  related: '相关文章',
  missing: '这篇文章可能已被删除，或链接有误。',
  errorTitle: '文章加载出错',
  loadFailed: '无法加载文章',
  loading: '正在加载文章',
  progress: '阅读进度',
  home: '首页',
} satisfies Translation<typeof articleMessages.en>;
