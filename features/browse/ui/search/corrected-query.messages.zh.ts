import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { correctedMessages } from './corrected-query.messages';

export default {
  showing: '显示 {query} 的结果',
  relaxed: '没有与 {asked} 完全匹配的结果。显示 {kept} 的结果',
  quoted: '“{text}”',
} satisfies Translation<typeof correctedMessages.en>;
