// The line under each card of the Study Assistant's answer that says why it fits the question, in the reader's
// language: the student's own words, quoted, and what they name (core's search/intent-name.ts).
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const whyLineMessages = defineMessages('assistant.why-line', {
  fits: 'Fits {words}',
  fitsAbout: 'Fits {words}: {about}',
  fitsQuestion: 'Fits your question',
  fitsQuestionAbout: 'Fits your question: {about}',
  /** The student's level or country is outside what the item says it is for. */
  checkOpen: '{why}; check it is open to you',
  matchesInterests: '{why}; matches your interests',
  quoted: '"{word}"',
  listSeparator: ', ',
});
