// English texts of the sign-in / sign-up modal (a lazy chunk, like the modal).
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const authMessages = defineMessages('shell.auth', {
  signInTitle: 'Welcome back',
  signInLead: 'Sign in to save resources, build toolkits and keep your profile.',
  signingIn: 'Signing in…',
  noAccount: "Don't have an account?",
  toSignUp: 'Sign up',
  signUpTitle: 'Create your account',
  signUpLead: 'Join Quadkit to save resources, build toolkits and get recommendations for your studies.',
  signUp: 'Sign Up',
  signingUp: 'Creating account…',
  haveAccount: 'Already have an account?',
  toSignIn: 'Sign in',
  email: 'E-mail',
  password: 'Password',
  forgot: 'Forgot password?',
  close: 'Close',
  signedInAs: 'Signed in as {email}.',
});
