// The browse feature's admin panel for the shell's lazy /admin page: the 'Reported problems' queue.
import { lazy } from 'react';
import type { AdminPanel } from '@quadkit/core/ui/admin-panels';
import { panelMessages } from './panels.messages';
import { titlesFrom } from '@quadkit/core/ui/slot-title';

const title = titlesFrom(panelMessages);

/** The admin area's 'Reported problems' queue (loads only on /admin). */
export const browseAdminPanels: AdminPanel[] = [
  {
    id: 'resource-reports',
    title: title('reports'),
    order: 30,
    Component: lazy(async () => ({ default: (await import('./reports/reports-panel')).ReportsPanel })),
  },
];
