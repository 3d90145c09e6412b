// The profile's fields and panels (edit profile, study goals), shared with the onboarding wizard's questions.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const profileFormMessages = defineMessages('dashboard.profile-form', {
  editTitle: 'Edit profile',
  displayName: 'Display name (optional)',
  displayNamePlaceholder: 'e.g. Ada L.',
  displayNameHint:
    "Shown on your bulletin posts and toolkit credits; without one they say '{name}'. Never your e-mail.",
  nameTooShort: 'A display name is at least {min} characters.',
  nameTooLong: 'A display name is at most {max} characters.',
  nameControl: 'A display name cannot contain control characters.',
  nameEmail: 'A display name cannot contain an e-mail address (or an @).',
  nameUrl: 'A display name cannot contain a web address.',
  nameInvalid: 'This display name cannot be used.',
  studyLevel: 'Study level',
  notSet: 'Not set',
  major: 'Major',
  majorPlaceholder: 'e.g. Computer Science',
  graduationYear: 'Graduation year',
  yearRange: 'Choose a graduation year from {min} to {max}.',
  country: 'Country',
  interests: 'Interests',
  save: 'Save Profile',
  saving: 'Saving…',
  saved: 'Saved',
  updated: 'Your profile has been updated.',
  updateFailed: 'Profile update failed: {reason}',
  unknownError: 'Unknown error',
  goalsTitle: 'Study goals',
  goalsLead: 'Choose what you are working towards; we use it to suggest resources.',
  goalsFailed: 'Could not save your study goals: {reason}',
});
