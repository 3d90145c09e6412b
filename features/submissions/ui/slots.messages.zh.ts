import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { slotMessages } from './slots.messages';

export default {
  queue: '待审核的资源推荐',
  notice: '网站公告',
  mine: '资源推荐',
} satisfies Translation<typeof slotMessages.en>;
