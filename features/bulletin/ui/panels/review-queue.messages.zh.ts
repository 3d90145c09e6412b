import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { reviewQueueMessages } from './review-queue.messages';

export default {
  decisionFailed: '无法保存审核结果。',
  byLine: '{email} · 投稿于 {date}',
  reason: '原因（可选）',
  approve: '通过',
  reject: '拒绝',
  loading: '正在加载审核队列',
  loadFailed: '无法加载审核队列',
  empty: '没有待审核的帖子',
  listLabel: '待审核的帖子',
} satisfies Translation<typeof reviewQueueMessages.en>;
