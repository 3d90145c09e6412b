import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { pagesMessages } from './messages';

export default {
  errorTitle: '出错了',
  errorMessage: '无法显示此页面。请检查网络连接后重试。',
  errorRetry: '重试',
} satisfies Translation<typeof pagesMessages.en>;
