import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { dangerZoneMessages } from './danger-zone.messages';

export default {
  title: '危险操作',
  lead: '删除账号会移除你的个人资料以及你收藏或创建的一切内容，且无法恢复。',
  delete: '删除账号',
  confirmTitle: '确定删除你的账号？',
  confirmIntro: '这将永久删除你的账号及其所有内容：',
  itemProfile: '你的个人资料、学习目标、兴趣和头像',
  itemSaved: '你收藏的资源和工具包',
  itemToolkits: '你创建的工具包',
  itemPosts: '你在公告栏的帖子和资源投稿',
  itemHistory: '用于推荐的浏览记录',
  confirmOutro: '你将被退出登录。此操作无法撤销。',
  confirm: '删除我的账号',
  deleting: '正在删除…',
  notSignedIn: '你需要登录才能删除账号。',
  failed: '账号删除失败：{reason}',
  failedBare: '删除账号失败',
  unknownError: '未知错误',
  deleted: '你的账号已被永久删除。',
} satisfies Translation<typeof dangerZoneMessages.en>;
