import type { Translation } from '../../shared/i18n/messages';
import type { apiErrorMessages } from './api-errors.messages';

export default {
  tooMany: '{what}过多，请在 {wait}后重试。',
  seconds: { other: '{count} 秒' },
  minutes: { other: '{count} 分钟' },
  internal: '我们这边出了点问题，请重试。',
  authMissing: '你尚未登录。',
  notValid: '请求无效。',
  notHandled: '无法处理该请求。',
  jsonBody: '请以 JSON 格式发送请求正文（Content-Type: application/json）。',
  signedOut: '请先登录',
  limitReached: '你已达到 {cap} 个{what}的上限。请先删除一些再添加。',
  signUps: '注册次数',
  failedSignIns: '登录失败次数',
  posts: '帖子',
  toolkitChanges: '工具包修改次数',
  copies: '复制次数',
  bookmarkChanges: '收藏修改次数',
  submissions: '投稿',
  reports: '报告',
  messages: '消息',
  passwordChanges: '密码修改次数',
  resetRequests: '重置密码请求',
} satisfies Translation<typeof apiErrorMessages.en>;
