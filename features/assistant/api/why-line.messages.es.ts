import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { whyLineMessages } from './why-line.messages';

export default {
  fits: 'Encaja con {words}',
  fitsAbout: 'Encaja con {words}: {about}',
  fitsQuestion: 'Encaja con tu pregunta',
  fitsQuestionAbout: 'Encaja con tu pregunta: {about}',
  checkOpen: '{why}; comprueba que esté abierto para ti',
  matchesInterests: '{why}; coincide con tus intereses',
  quoted: '“{word}”',
  listSeparator: ', ',
} satisfies Translation<typeof whyLineMessages.en>;
