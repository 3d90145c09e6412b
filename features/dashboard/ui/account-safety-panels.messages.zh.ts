import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { accountPanelMessages } from './account-safety-panels.messages';

export default {
  changePassword: '修改密码',
  sessions: '已登录的设备',
} satisfies Translation<typeof accountPanelMessages.en>;
