import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { panelMessages } from './dashboard-panels.messages';

export default {
  count: '工具包',
  savedCount: '已收藏',
  mine: '我的工具包',
  saved: '已收藏资源',
} satisfies Translation<typeof panelMessages.en>;
