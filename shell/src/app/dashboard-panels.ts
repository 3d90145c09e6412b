// The dashboard's panels from other features (counters, My Toolkits, Saved resources, My Bulletin Board
// Posts). Each feature exports its panels; the shell lists them here, and the dashboard draws what it is given.
import { bulletinDashboardPanels } from '@quadkit/bulletin/panels';
import type { DashboardPanel } from '@quadkit/core/ui/dashboard-panels';
import { accountSafetyDashboardPanels } from '@quadkit/dashboard/panels';
import { toolkitDashboardPanels } from '@quadkit/toolkits/panels';

export const dashboardPanels: readonly DashboardPanel[] = [
  ...toolkitDashboardPanels,
  ...bulletinDashboardPanels,
  ...accountSafetyDashboardPanels,
];
