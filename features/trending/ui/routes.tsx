// The trending feature's routes for the shell's router: /trending, its loader and screen in one lazy step.
import type { RouteObject } from 'react-router';

export const trendingRoutes: RouteObject[] = [
  {
    path: '/trending',
    // Loader and screen download in parallel, then the loader runs (docs/decisions/0007).
    lazy: async () => {
      const [{ trendingLoader, trendingHead }, { TrendingScreen }] = await Promise.all([
        import('./screens/trending-route'),
        import('./screens/trending-screen'),
      ]);
      return { loader: trendingLoader, Component: TrendingScreen, handle: { head: trendingHead } };
    },
  },
];
