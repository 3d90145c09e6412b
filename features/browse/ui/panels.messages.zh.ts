import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { panelMessages } from './panels.messages';

export default {
  reports: '已报告的问题',
} satisfies Translation<typeof panelMessages.en>;
