import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { cardMessages } from './resource-card.messages';

export default {
  untitled: '无标题',
  visit: '访问网站',
  verified: '最近核实：',
} satisfies Translation<typeof cardMessages.en>;
