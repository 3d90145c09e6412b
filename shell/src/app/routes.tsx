// The route tree: the layout, one error boundary for every screen, the shell's own pages and each feature's routes.
import type { RouteObject } from 'react-router';
import { browseRoutes } from '@quadkit/browse/ui';
import { bulletinRoutes } from '@quadkit/bulletin/ui';
import { accountSafetyRoutes, dashboardRoutes } from '@quadkit/dashboard/ui';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { Spinner } from '@quadkit/core/ui/spinner';
import { toolkitsRoutes } from '@quadkit/toolkits/ui';
import { submissionsRoutes } from '@quadkit/submissions/ui';
import { trendingRoutes } from '@quadkit/trending/ui';
import { AppLayout } from '../layout/app-layout';
import { layoutMessages } from '../layout/messages';
import { homeHandle } from '../pages/home-head';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';

/** Shown on a deep link while the first lazy route chunk downloads. */
function FirstLoadFallback() {
  const t = useMessages(layoutMessages);
  return <Spinner block label={t('loadingApp')} />;
}

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    // Only reached if the frame itself fails; screen errors are caught one level down, inside the frame.
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FirstLoadFallback,
    children: [
      {
        // Pathless wrapper: every screen, lazy or not, shares this boundary and keeps header and footer.
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, Component: HomePage, handle: homeHandle },
          ...browseRoutes,
          {
            lazy: async () => ({ Component: (await import('../pages/dashboard-frame')).DashboardFrame }),
            children: dashboardRoutes,
          },
          ...accountSafetyRoutes,
          ...toolkitsRoutes,
          ...bulletinRoutes,
          ...submissionsRoutes,
          ...trendingRoutes,
          // Shell pages drawn from feature slots (admin panels, the user's submissions).
          { path: '/admin', lazy: async () => ({ Component: (await import('../pages/admin-page')).AdminPage }) },
          {
            path: '/submissions',
            lazy: async () => ({ Component: (await import('../pages/submissions-page')).SubmissionsPage }),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
