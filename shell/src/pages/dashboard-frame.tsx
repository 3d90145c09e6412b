// Around the dashboard's routes: the panels other features give the dashboard. A lazy layout route, so the
// panels' definitions and titles load with the dashboard, not with every page.
import { Outlet } from 'react-router';
import { DashboardPanelsContext } from '@quadkit/core/ui/dashboard-panels';
import { dashboardPanels } from '../app/dashboard-panels';

export function DashboardFrame() {
  return (
    <DashboardPanelsContext value={dashboardPanels}>
      <Outlet />
    </DashboardPanelsContext>
  );
}
