import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { reportsMessages } from './messages';

export default {
  confirmedToast: '已确认“{title}”的链接失效：其页面会显示提示。',
  confirmFailed: '无法确认该报告。',
  resolvedToast: '已处理关于“{title}”的报告。',
  resolveFailed: '无法处理该报告。',
  card: '关于 {title} 的报告',
  confirmed: '（已确认）',
  reported: '报告于 {date}',
  openSite: '打开网站',
  confirming: '正在确认…',
  confirm: '确认失效',
  resolving: '正在处理…',
  resolve: '标记为已处理',
  loading: '正在加载报告',
  loadFailed: '报告加载失败',
  loadFailedFallback: '加载报告失败',
  none: '没有待处理的报告',
  noneMessage: '用户报告的资源问题会显示在这里。',
  list: '待处理的问题报告',
} satisfies Translation<typeof reportsMessages.en>;
