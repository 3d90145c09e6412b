// The dashboard package's public UI entry, the only way the shell reaches it: its routes, the header's account
// menu (the profile is this package's) and the onboarding wizard shown after a sign-up. Screens stay lazy.
import { lazy } from 'react';
import type { PublicLocale } from '@quadkit/core/shared/i18n/locales';

/** The header's account menu, a chunk of its own: only a signed-in visitor needs it, after the session check. */
export const AccountMenu = lazy(async () => ({ default: (await import('./account/account-menu')).AccountMenu }));
export { accountSafetyRoutes } from './account-safety-routes';
export { dashboardRoutes } from './routes';

/** The wizard's chunk. The sign-up modal (itself lazy) draws it, so it never weighs on the first load. */
export const loadOnboardingWizard = () => import('./onboarding/onboarding-wizard');

/** Keeps a signed-in student's language on their profile (the language switcher's `save`); loads with the call. */
export const saveLocalePreference = async (locale: PublicLocale) =>
  (await import('./profile-api')).saveProfile({ locale });
