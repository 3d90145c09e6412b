import type { Translation } from '../shared/i18n/messages';
import type { coreMessages } from './messages';

export default {
  tryAgain: '重试',
  signIn: '登录',
  loading: '加载中…',
  newTab: '（在新标签页中打开）',
  tags: '标签',
  moreTags: '以及另外 {count} 个',
  notifications: '通知',
  success: '成功：',
  error: '错误：',
  notice: '提示：',
  dismiss: '关闭通知',
} satisfies Translation<typeof coreMessages.en>;
