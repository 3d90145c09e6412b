// The text an account form (sign-in/up in the shell, onboarding in the dashboard) shows for a failed call.
import { DEFAULT_LOCALE, type Locale } from '../shared/i18n/locales';
import { translator } from '../shared/i18n/translate';
import { messageOf } from './data/settle';
import { controlsMessages } from './controls.messages';

/** docs/product.md#when-something-fails: the server's message ('Invalid login credentials', 'User already registered'…) as
 * received, or 'An error occurred' in the reader's language. */
export const authErrorMessage = (error: unknown, locale: Locale = DEFAULT_LOCALE): string =>
  messageOf(error, translator(controlsMessages, locale)('failed'));
