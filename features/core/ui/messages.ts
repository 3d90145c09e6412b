// English texts of core's shared components that any page's first load may draw (states, spinners, toasts, outside
// links, tag chips); translations beside it. Lazy screens' controls have their own table (controls.messages.ts).
import { defineMessages } from '../shared/i18n/messages';

export const coreMessages = defineMessages('core', {
  tryAgain: 'Try Again',
  signIn: 'Sign In',
  loading: 'Loading…',
  newTab: '(opens in a new tab)',
  tags: 'Tags',
  moreTags: 'and {count} more',
  notifications: 'Notifications',
  success: 'Success:',
  error: 'Error:',
  notice: 'Notice:',
  dismiss: 'Dismiss notification',
});
