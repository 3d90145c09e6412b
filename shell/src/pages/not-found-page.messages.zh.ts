import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { notFoundMessages } from './not-found-page.messages';

export default {
  title: '页面未找到',
  message: '你要找的页面不存在或已被移动。',
  back: '返回首页',
} satisfies Translation<typeof notFoundMessages.en>;
