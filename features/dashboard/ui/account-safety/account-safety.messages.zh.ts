import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { accountSafetyMessages } from './account-safety.messages';

export default {
  currentPassword: '当前密码',
  newPassword: '新密码',
  changing: '正在修改密码…',
  forgotTitle: '忘记密码？',
  forgotLead: '输入你的账号邮箱，我们会发送一个设置新密码的链接。',
  email: '邮箱',
  sending: '正在发送…',
  sendLink: '发送重置链接',
  resetTitle: '设置新密码',
  saving: '正在保存…',
  saveNew: '保存新密码',
  error: '发生错误',
  sessionsFailed: '无法加载你的登录会话。',
  loadingSessions: '正在加载你的登录会话',
  signedOutOthers: { other: '已退出其他 {count} 个会话。' },
  thisDevice: '（本设备）',
  lastSeen: '最近活动：{when}',
  onlyDevice: '这是你的账号唯一登录的设备。',
  signOutOthers: '退出其他所有设备',
} satisfies Translation<typeof accountSafetyMessages.en>;
