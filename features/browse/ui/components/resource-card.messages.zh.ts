import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { cardMessages } from './resource-card.messages';

export default {
  untitled: '无标题',
  visit: '访问网站',
  verified: '最近核实：',
  months: '1月 2月 3月 4月 5月 6月 7月 8月 9月 10月 11月 12月',
  monthYear: '{year}年{month}',
} satisfies Translation<typeof cardMessages.en>;
