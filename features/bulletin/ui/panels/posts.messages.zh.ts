import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { postsMessages } from './posts.messages';

export default {
  submitted: '投稿于 {date}',
  reason: '原因：{reason}',
  delete: '删除',
  deleting: '正在删除…',
  deleteLabel: '删除 {title}',
  confirmDelete: '要删除这篇待审核的帖子吗？',
  deleteFailed: '无法删除帖子',
  listLabel: '我的公告栏帖子',
  countFailed: '无法加载',
  loading: '正在加载',
  loadingPosts: '正在加载你的帖子',
  tryAgain: '重试',
  noPosts: '还没有帖子',
  noPostsMessage: '在公告栏与其他同学分享一篇指南或一个小技巧。',
  submitArticle: '投稿文章',
  viewAll: '查看全部投稿（{count}）',
  noBoardPosts: '还没有公告栏帖子',
  submitAnArticle: '投稿文章',
} satisfies Translation<typeof postsMessages.en>;
