// The English of the e-mail to the owner of an address someone tried to sign up with again.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const noticeMessages = defineMessages('worker.signUpNotice', {
  subject: 'Someone tried to sign up to Quadkit with your e-mail',
  intro: 'Someone (maybe you) tried to create a Quadkit account with this e-mail address, which already has one.',
  ifYou: 'If it was you, sign in at {home} instead, or choose a new password at {reset}.',
  ifNot: 'If it was not you, you can ignore this e-mail: nothing about your account changed.',
});
