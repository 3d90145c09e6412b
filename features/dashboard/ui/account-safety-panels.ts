// The dashboard's account-safety sections for the shell's panel list: change password, and signed-in devices.
import { lazy } from 'react';
import type { DashboardPanel } from '@quadkit/core/ui/dashboard-panels';
import { translator } from '@quadkit/core/shared/i18n/translate';
import { accountPanelMessages } from './account-safety-panels.messages';

export const accountSafetyDashboardPanels: readonly DashboardPanel[] = [
  {
    id: 'change-password',
    title: (locale) => translator(accountPanelMessages, locale)('changePassword'),
    order: 90,
    placement: 'section',
    Component: lazy(async () => ({
      default: (await import('./account-safety/change-password-panel')).ChangePasswordPanel,
    })),
  },
  {
    id: 'sessions',
    title: (locale) => translator(accountPanelMessages, locale)('sessions'),
    order: 95,
    placement: 'section',
    Component: lazy(async () => ({ default: (await import('./account-safety/sessions-panel')).SessionsPanel })),
  },
];
