// Routes of the browse feature for the shell's router; each screen is a lazy chunk fetched on its first visit.
import type { RouteObject } from 'react-router';

// The function form of `lazy` on purpose: React Router clears loaded keys from a lazy *object* in place,
// which would leave these shared route objects unusable by a second router (tests, hot reload).
export const browseRoutes: RouteObject[] = [
  {
    path: '/resource/:id',
    lazy: async () => ({ Component: (await import('./screens/resource-detail')).ResourceDetailScreen }),
  },
];
