// Routes of the submissions feature for the shell's router: /submit and /test-import, each a lazy chunk.
import type { RouteObject } from 'react-router';

// The function form of `lazy` on purpose (see browse/ui/routes.tsx): route objects shared by several routers.
export const submissionsRoutes: RouteObject[] = [
  { path: '/submit', lazy: async () => ({ Component: (await import('./submit/submit-screen')).SubmitScreen }) },
  {
    path: '/test-import',
    lazy: async () => ({ Component: (await import('./test-import/test-import-screen')).TestImportScreen }),
  },
];
