import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const savePromptMessages = defineMessages('toolkits.save-prompt', {
  title: 'Sign in to save resources',
  text: 'Create an account or sign in to start saving your favorite resources and toolkits.',
  cancel: 'Cancel',
  signIn: 'Sign In',
});
