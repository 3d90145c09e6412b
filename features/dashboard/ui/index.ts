// The dashboard package's public UI entry, the only way the shell reaches it: its routes, the header's account
// menu (the profile is this package's) and the onboarding wizard shown after a sign-up. Screens stay lazy.
import { lazy } from 'react';

export { AccountMenu } from './account/account-menu';
export { dashboardRoutes } from './routes';

/** Lazy: it is drawn by the sign-up modal, itself a lazy chunk, so it never weighs on the first load. */
export const OnboardingWizard = lazy(async () => ({
  default: (await import('./onboarding/onboarding-wizard')).OnboardingWizard,
}));
