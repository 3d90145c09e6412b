// English texts of the toolkit checks, as the shared schema words them (toolkit-messages.ts), with the limits as
// values: the editor, the Add to toolkit form and the API's error answers show them in the reader's language.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const ruleMessages = defineMessages('toolkits.rules', {
  titleTooShort: 'Title must be at least {min} characters long',
  titleTooLong: 'Title must be at most {max} characters long',
  descriptionTooShort: 'Description must be at least {min} characters long',
  descriptionTooLong: 'Description must be at most {max} characters long',
  badEmoji: 'Choose one of the 20 emoji in the palette',
  noResources: 'Please add at least one resource to your toolkit',
  signInToCreate: 'You must be signed in to create toolkits',
  tooManyResources: 'A toolkit can hold at most {max} resources',
});
