// The dashboard screen's texts: its states, the profile summary card, the avatar upload and the panels' frame.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const dashboardMessages = defineMessages('dashboard.screen', {
  title: 'Profile Dashboard',
  signIn: 'Please sign in to view your profile.',
  loading: 'Loading your profile',
  loadError: "Couldn't load your profile",
  unknownError: 'Unknown error',
  yourProfile: 'Your profile',
  completeProfile: 'Complete your profile',
  finishSetup: 'Finish setting up',
  classOf: 'Class of {year}',
  admin: 'Admin',
  shortcuts: 'Shortcuts',
  createToolkit: 'Create Toolkit',
  submitArticle: 'Submit Article',
  explore: 'Explore Resources',
  activity: 'Your activity',
  panelFailed: 'This section could not be loaded.',
  panelLoading: 'Loading {title}',
  changePhoto: 'Change photo',
  uploading: 'Uploading…',
  notImage: 'Please choose an image file (PNG, JPEG, GIF or WebP).',
  tooLarge: 'The image is larger than 2 MB. Choose a smaller image.',
  photoUpdated: 'Your profile photo has been updated.',
  uploadFailed: 'The upload failed. Please try again.',
});
