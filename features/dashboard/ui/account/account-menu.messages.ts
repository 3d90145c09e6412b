import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const accountMenuMessages = defineMessages('dashboard.account-menu', {
  menuFor: 'Account menu for {email}',
  dashboard: 'Profile Dashboard',
  admin: 'Admin',
  signOut: 'Sign Out',
  signingOut: 'Signing out…',
  signedOut: 'You have been signed out.',
  signOutFailed: 'Sign out failed: {reason}',
  unknownError: 'Unknown error',
});
