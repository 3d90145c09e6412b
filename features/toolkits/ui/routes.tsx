// Routes of the toolkits feature for the shell's router; each screen is a lazy chunk fetched on first visit.
import type { RouteObject } from 'react-router';

// The function form of `lazy` on purpose (see browse/ui/routes.tsx): route objects shared by several routers.
const editor: RouteObject['lazy'] = async () => {
  const [{ toolkitEditorLoader }, { ToolkitEditorScreen }] = await Promise.all([
    import('./editor/toolkit-editor-loader'),
    import('./editor/toolkit-editor-screen'),
  ]);
  return { loader: toolkitEditorLoader, Component: ToolkitEditorScreen };
};

export const toolkitsRoutes: RouteObject[] = [
  { path: '/saved', lazy: async () => ({ Component: (await import('./screens/saved-screen')).SavedScreen }) },
  {
    path: '/toolkits',
    // Loader and screen download in parallel, then the loader runs (docs/decisions/0007).
    lazy: async () => {
      const [{ toolkitsLoader, toolkitsHead }, { ToolkitsScreen }] = await Promise.all([
        import('./screens/toolkits-route'),
        import('./screens/toolkits-screen'),
      ]);
      return { loader: toolkitsLoader, Component: ToolkitsScreen, handle: { head: toolkitsHead } };
    },
  },
  {
    path: '/toolkit/:id',
    lazy: async () => {
      const [{ toolkitDetailLoader, toolkitDetailHead }, { ToolkitDetailScreen }] = await Promise.all([
        import('./screens/toolkit-detail-route'),
        import('./screens/toolkit-detail-screen'),
      ]);
      return {
        loader: toolkitDetailLoader,
        Component: ToolkitDetailScreen,
        handle: { head: toolkitDetailHead },
      };
    },
  },
  { path: '/toolkit/:id/edit', lazy: editor },
  { path: '/dashboard/create-toolkit', lazy: editor },
  { path: '/dashboard/edit-toolkit/:id', lazy: editor },
];
