// Routes of the account-safety screens (forgot and reset password), lazy, for the shell's router.
import type { RouteObject } from 'react-router';

export const accountSafetyRoutes: RouteObject[] = [
  {
    path: '/forgot-password',
    lazy: async () => ({ Component: (await import('./account-safety/forgot-password-screen')).ForgotPasswordScreen }),
  },
  {
    path: '/reset-password',
    lazy: async () => ({ Component: (await import('./account-safety/reset-password-screen')).ResetPasswordScreen }),
  },
];
