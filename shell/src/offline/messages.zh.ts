import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { offlineMessages } from './messages';

export default {
  notice: '你已离线。正在显示已保存的内容。',
} satisfies Translation<typeof offlineMessages.en>;
