import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { savePromptMessages } from './save-prompt.messages';

export default {
  title: '登录后即可收藏资源',
  text: '创建账号或登录，开始收藏你喜爱的资源和工具包。',
  cancel: '取消',
  signIn: '登录',
} satisfies Translation<typeof savePromptMessages.en>;
