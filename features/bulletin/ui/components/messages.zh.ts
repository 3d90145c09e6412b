import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { cardMessages } from './messages';

export default {
  readTime: '阅读约 {count} 分钟',
  tags: '标签',
} satisfies Translation<typeof cardMessages.en>;
