import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { authMessages } from './messages';

export default {
  signInTitle: '欢迎回来',
  signInLead: '登录后即可收藏资源、创建工具包并管理个人资料。',
  signingIn: '正在登录…',
  noAccount: '还没有账户？',
  toSignUp: '注册',
  signUpTitle: '创建账户',
  signUpLead: '加入 Quadkit，收藏资源、创建工具包，并获得适合你学业的推荐。',
  signUp: '注册',
  signingUp: '正在创建账户…',
  haveAccount: '已有账户？',
  toSignIn: '登录',
  email: '电子邮箱',
  password: '密码',
  forgot: '忘记密码？',
  close: '关闭',
  signedInAs: '已登录为 {email}。',
} satisfies Translation<typeof authMessages.en>;
