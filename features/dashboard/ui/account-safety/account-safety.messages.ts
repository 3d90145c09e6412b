// The account-safety screens and panels: forgot and reset password, change password, signed-in devices.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const accountSafetyMessages = defineMessages('dashboard.account-safety', {
  currentPassword: 'Current password',
  newPassword: 'New password',
  changing: 'Changing password…',
  forgotTitle: 'Forgot your password?',
  forgotLead: 'Enter the e-mail of your account and we will send you a link to choose a new password.',
  email: 'E-mail',
  sending: 'Sending…',
  sendLink: 'Send reset link',
  resetTitle: 'Choose a new password',
  saving: 'Saving…',
  saveNew: 'Save new password',
  error: 'An error occurred',
  sessionsFailed: 'Could not load your sessions.',
  loadingSessions: 'Loading your sessions',
  signedOutOthers: { one: 'Signed out {count} other session.', other: 'Signed out {count} other sessions.' },
  thisDevice: ' (this device)',
  lastSeen: 'Last seen {when}',
  onlyDevice: 'This is the only device signed in to your account.',
  signOutOthers: 'Sign out everywhere else',
});
