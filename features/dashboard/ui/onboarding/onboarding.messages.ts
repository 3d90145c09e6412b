import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const onboardingMessages = defineMessages('dashboard.onboarding', {
  welcomeTitle: 'Welcome aboard!',
  welcomeLead: 'Your account is ready. Three quick questions help Quadkit suggest the tools that fit your studies.',
  studiesTitle: 'Your studies',
  studiesLead: 'Tell us where you are in your studies.',
  interestsTitle: 'Your interests',
  interestsLead: 'Pick the topics you want to see more of. Choose as many as you like.',
  goalsTitle: 'Your goals',
  goalsLead: 'What do you want to get out of this year? You can change these later.',
  perkSave: 'Save resources and toolkits to come back to',
  perkBuild: 'Build your own toolkits and share them',
  perkRecommend: 'Get recommendations for your major and goals',
  progress: 'Step {step} of {total}',
  back: 'Back',
  continue: 'Continue',
  saving: 'Saving…',
  start: 'Get Started',
  done: "You're all set! Your profile has been saved.",
  sessionGone:
    "You're not signed in, so your profile wasn't saved. If this e-mail already has a Quadkit account, check your inbox and sign in instead.",
});
