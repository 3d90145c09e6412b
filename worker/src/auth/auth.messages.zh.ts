import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { authMessages } from './auth.messages';

export default {
  invalidCredentials: '邮箱或密码错误',
  emailRequired: '请填写电子邮箱。',
  emailLong: '电子邮箱最多 254 个字符。',
  emailInvalid: '请输入有效的电子邮箱，例如 name@example.edu。',
  passwordRequired: '请填写密码。',
  passwordLong: '密码最多 1024 个字符。',
  tooWeak: '密码太弱。{reasons}',
  atLeast: '密码至少需要 {min} 个字符。',
  atMost: '密码最多 {max} 个字符。',
  onlyLetters: '密码不能只有字母，请加入数字或符号。',
  onlyDigits: '密码不能只有数字，请加入字母或符号。',
  isEmail: '密码不能是你的电子邮箱。',
  distinct: '密码至少要用 {min} 个不同的字符。',
  common: '这是最常见的密码之一，请选一个更难猜的。',
  fromContext: '密码不能只由你的邮箱、“Quadkit”或“student”组成，请加入你自己的词。',
  commonExtras: '这是加了数字或符号的常见密码，请选一个更难猜的。',
  resetInvalid: '此重置链接无效、已使用或已过期。请重新申请。',
  forgotAnswer: '如果该邮箱有账户，我们已发送一个设置新密码的链接。链接只能使用一次，30 分钟内有效。',
  resetSubject: '重置你的 Quadkit 密码',
  resetIntro: '有人（希望是你）申请重置使用此邮箱的 Quadkit 账户的密码。',
  resetLink: '在这里设置新密码：{url}',
  resetOutro: '链接只能使用一次，30 分钟内有效。如果不是你申请的，请忽略此邮件：你的密码不会改变。',
} satisfies Translation<typeof authMessages.en>;
