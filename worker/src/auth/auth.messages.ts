// The English of the auth API's texts a person reads: its errors (found by the error localizer) and the
// password-reset e-mail (written in the recipient's language).
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const authMessages = defineMessages('worker.auth', {
  invalidCredentials: 'Invalid login credentials',
  emailRequired: 'An e-mail address is required.',
  emailLong: 'An e-mail address is at most 254 characters.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.edu.',
  passwordRequired: 'A password is required.',
  passwordLong: 'A password is at most 1024 characters.',
  tooWeak: 'Password is too weak. {reasons}',
  atLeast: 'Password should be at least {min} characters.',
  atMost: 'Password should be at most {max} characters.',
  onlyLetters: 'Password should not be only letters; add a digit or a symbol.',
  onlyDigits: 'Password should not be only digits; add a letter or a symbol.',
  isEmail: 'Password should not be your e-mail address.',
  distinct: 'Password should use at least {min} different characters.',
  common: 'Password is one of the most common passwords; choose one that is harder to guess.',
  fromContext: 'Password should not be built from your e-mail address, "Quadkit" or "student"; add words of your own.',
  commonExtras: 'Password is a common password with digits or symbols added; choose one that is harder to guess.',
  resetInvalid: 'This reset link is invalid, used or expired. Ask for a new one.',
  resetIncomplete: 'The reset link is incomplete. Open the link from the e-mail again.',
  currentRequired: 'The current password is required.',
  currentLong: 'The current password is at most 1024 characters.',
  newRequired: 'A new password is required.',
  newLong: 'A new password is at most 1024 characters.',
  currentWrong: 'The current password is not correct.',
  notFromSite: 'This request was refused because it did not come from this site. Reload the page and try again.',
  deleteFailed: 'Failed to delete account. Please try again.',
  forgotAnswer:
    'If an account exists for that e-mail, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
  resetSubject: 'Reset your Quadkit password',
  resetIntro: 'Someone (we hope you) asked to reset the password of the Quadkit account with this e-mail address.',
  resetLink: 'Choose a new password here: {url}',
  resetOutro:
    'The link works once, for 30 minutes. If you did not ask, ignore this e-mail: your password stays as it is.',
});
