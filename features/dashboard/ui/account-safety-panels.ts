// The dashboard's account-safety sections for the shell's panel list: change password, and signed-in devices.
import { lazy } from 'react';
import type { DashboardPanel } from '@quadkit/core/ui/dashboard-panels';
import { accountPanelMessages } from './account-safety-panels.messages';
import { titlesFrom } from '@quadkit/core/ui/slot-title';

const title = titlesFrom(accountPanelMessages);

export const accountSafetyDashboardPanels: readonly DashboardPanel[] = [
  {
    id: 'change-password',
    title: title('changePassword'),
    order: 90,
    placement: 'section',
    Component: lazy(async () => ({
      default: (await import('./account-safety/change-password-panel')).ChangePasswordPanel,
    })),
  },
  {
    id: 'sessions',
    title: title('sessions'),
    order: 95,
    placement: 'section',
    Component: lazy(async () => ({ default: (await import('./account-safety/sessions-panel')).SessionsPanel })),
  },
];
