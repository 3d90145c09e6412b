// Routes of the browse feature for the shell's router; each screen is a lazy chunk fetched on its first visit.
import { redirect, type RouteObject } from 'react-router';

// The function form of `lazy` on purpose: React Router clears loaded keys from a lazy *object* in place,
// which would leave these shared route objects unusable by a second router (tests, hot reload).
export const browseRoutes: RouteObject[] = [
  {
    path: '/browse',
    lazy: async () => ({ Component: (await import('./browse/browse-screen')).BrowseScreen }),
  },
  // SPEC links 'Couldn't load any resources' to /resources: the full list is /browse.
  { path: '/resources', loader: () => redirect('/browse') },
  {
    path: '/resource/:id',
    lazy: async () => ({ Component: (await import('./screens/resource-detail')).ResourceDetailScreen }),
  },
  {
    path: '/category/:category',
    lazy: async () => ({ Component: (await import('./category/category-screen')).CategoryScreen }),
  },
  {
    path: '/majors',
    lazy: async () => ({ Component: (await import('./majors/majors-screen')).MajorsScreen }),
  },
  {
    path: '/majors/:majorId',
    lazy: async () => ({ Component: (await import('./majors/major-screen')).MajorScreen }),
  },
];
