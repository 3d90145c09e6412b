import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { slotMessages } from './slots.messages';

export default {
  count: '投稿',
  mine: '我的公告栏帖子',
  queue: '待审核的公告栏帖子',
  posts: '公告栏帖子',
} satisfies Translation<typeof slotMessages.en>;
