// Routes of the dashboard feature for the shell's router; the screen is a lazy chunk fetched on first visit.
import type { RouteObject } from 'react-router';

// The function form of `lazy` on purpose (see browse/ui/routes.tsx): route objects shared by several routers.
export const dashboardRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    lazy: async () => ({ Component: (await import('./screens/dashboard-screen')).DashboardScreen }),
  },
];
