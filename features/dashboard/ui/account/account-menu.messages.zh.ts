import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { accountMenuMessages } from './account-menu.messages';

export default {
  menuFor: '{email} 的账号菜单',
  dashboard: '个人中心',
  admin: '管理',
  signOut: '退出登录',
  signingOut: '正在退出…',
  signedOut: '你已退出登录。',
  signOutFailed: '退出登录失败：{reason}',
  unknownError: '未知错误',
} satisfies Translation<typeof accountMenuMessages.en>;
