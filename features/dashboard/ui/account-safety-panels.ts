// The dashboard's account-safety sections for the shell's panel list: change password, and signed-in devices.
import { lazy } from 'react';
import type { DashboardPanel } from '@quadkit/core/ui/dashboard-panels';

export const accountSafetyDashboardPanels: readonly DashboardPanel[] = [
  {
    id: 'change-password',
    title: 'Change password',
    order: 90,
    placement: 'section',
    Component: lazy(async () => ({
      default: (await import('./account-safety/change-password-panel')).ChangePasswordPanel,
    })),
  },
  {
    id: 'sessions',
    title: 'Signed-in devices',
    order: 95,
    placement: 'section',
    Component: lazy(async () => ({ default: (await import('./account-safety/sessions-panel')).SessionsPanel })),
  },
];
