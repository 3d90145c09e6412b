import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { whyLineMessages } from './why-line.messages';

export default {
  fits: '符合{words}',
  fitsAbout: '符合{words}：{about}',
  fitsQuestion: '符合你的问题',
  fitsQuestionAbout: '符合你的问题：{about}',
  checkOpen: '{why}；请确认它是否面向你',
  matchesInterests: '{why}；与你的兴趣相符',
  quoted: '“{word}”',
  listSeparator: '、',
} satisfies Translation<typeof whyLineMessages.en>;
