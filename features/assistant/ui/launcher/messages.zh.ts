import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { launcherMessages } from './messages';

export default {
  open: '打开学习助手',
} satisfies Translation<typeof launcherMessages.en>;
