import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { saveMessages } from './messages';

export default {
  save: '收藏',
  unsave: '取消收藏',
  tipSave: '收藏以便稍后查看',
  tipUnsave: '取消收藏',
  saveFailed: '无法收藏“{title}”，请重试。',
  unsaveFailed: '无法取消收藏“{title}”，请重试。',
  saveFailedItem: '无法收藏此项，请重试。',
  unsaveFailedItem: '无法取消收藏此项，请重试。',
} satisfies Translation<typeof saveMessages.en>;
