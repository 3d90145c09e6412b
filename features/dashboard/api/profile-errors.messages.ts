// The profile API's texts a student can meet (shared/profile.ts, core's display-name rules, the avatar upload),
// for the worker's error localizer.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const profileErrorMessages = defineMessages('dashboard.apiErrors', {
  nameShort: 'A display name is at least {min} characters.',
  nameLong: 'A display name is at most {max} characters.',
  nameControl: 'A display name cannot contain control characters.',
  nameEmail: 'A display name cannot contain an e-mail address (or an @).',
  nameUrl: 'A display name cannot contain a web address.',
  notKnown: "'{value}' is not a known {what}. Choose one of: {options}.",
  studyLevel: 'study level',
  studyGoal: 'study goal',
  interest: 'interest',
  yearNumber: 'Enter the graduation year as a number.',
  yearWhole: 'Enter a whole year, like 2029.',
  yearRange: 'Choose a year from {from} to {to}.',
  country: "'{value}' is not a country code. Choose a country from the list.",
  majorLong: 'A major is at most {max} characters.',
  language: "'{value}' is not a language of Quadkit. Choose one of: {options}.",
  imageLarge: 'The image is larger than 2 MB. Choose a smaller image.',
  imageMissing: 'The request has no image. Send the image file as the body.',
  imageType: 'The file is not a supported image. Upload a PNG, JPEG, GIF or WebP image.',
});
