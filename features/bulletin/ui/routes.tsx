// Routes of the bulletin feature for the shell's router; each screen (and its loader) is a lazy chunk.
import type { RouteObject } from 'react-router';

// The function form of `lazy` on purpose (docs/decisions/0007): route objects shared by several routers.
export const bulletinRoutes: RouteObject[] = [
  {
    path: '/bulletin-board',
    lazy: async () => {
      const [{ boardLoader, boardHead }, { BoardScreen }] = await Promise.all([
        import('./board/board-route'),
        import('./board/board-screen'),
      ]);
      return { loader: boardLoader, Component: BoardScreen, handle: { head: boardHead } };
    },
  },
  {
    path: '/bulletin-board/submit',
    lazy: async () => ({ Component: (await import('./submit/submit-screen')).SubmitScreen }),
  },
  {
    path: '/bulletin/:id',
    lazy: async () => {
      const [{ articleLoader, articleHead }, { ArticleScreen }] = await Promise.all([
        import('./article/article-route'),
        import('./article/article-screen'),
      ]);
      return { loader: articleLoader, Component: ArticleScreen, handle: { head: articleHead } };
    },
  },
];
