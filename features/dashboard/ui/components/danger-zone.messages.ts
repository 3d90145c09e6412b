import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const dangerZoneMessages = defineMessages('dashboard.danger-zone', {
  title: 'Danger Zone',
  lead: 'Deleting your account removes your profile and everything you have saved or created. It cannot be undone.',
  delete: 'Delete account',
  confirmTitle: 'Delete your account?',
  confirmIntro: 'This permanently deletes your account and everything that belongs to it:',
  itemProfile: 'your profile, study goals, interests and profile photo',
  itemSaved: 'your saved resources and toolkits',
  itemToolkits: 'the toolkits you created',
  itemPosts: 'your bulletin board posts and resource submissions',
  itemHistory: 'your browsing history used for recommendations',
  confirmOutro: 'You will be signed out. This cannot be undone.',
  confirm: 'Delete my account',
  deleting: 'Deleting...',
  notSignedIn: 'You must be signed in to delete your account.',
  failed: 'Account deletion failed: {reason}',
  failedBare: 'Failed to delete account',
  unknownError: 'Unknown error',
  deleted: 'Your account has been permanently deleted.',
});
