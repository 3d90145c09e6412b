// English texts of core's shared components (states, dialogs, pagination); translations beside it.
import { defineMessages } from '../shared/i18n/messages';

export const coreMessages = defineMessages('core', {
  tryAgain: 'Try Again',
});
