import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { noticeMessages } from './sign-up-notice.messages';

export default {
  subject: '有人尝试用你的邮箱注册 Quadkit',
  intro: '有人（也许是你）尝试用此邮箱创建 Quadkit 账户，但该邮箱已有账户。',
  ifYou: '如果是你，请在 {home} 登录，或在 {reset} 设置新密码。',
  ifNot: '如果不是你，可以忽略此邮件：你的账户没有任何变化。',
} satisfies Translation<typeof noticeMessages.en>;
