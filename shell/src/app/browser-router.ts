// The browser's data router: created once (a data router must not live in React state), from the worker's
// inlined loader data when the page was rendered at the edge, and rerun whenever the viewer changes.
import type { createStore } from 'jotai';
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { browserQueries } from '@quadkit/core/ui/data/query-cache';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';

type Store = ReturnType<typeof createStore>;

/**
 * The routes with the current URL's lazy routes already loaded, so the first render (the hydration) draws the
 * screens the worker drew instead of the fallback. Copies: the shared route objects stay untouched.
 */
export async function withMatchedRoutesLoaded(
  routes: RouteObject[],
  url: Location,
  basename = '/',
): Promise<RouteObject[]> {
  const matched = new Set((matchRoutes(routes, url, basename) ?? []).map((match) => match.route));
  const load = async (route: RouteObject): Promise<RouteObject> => {
    const children = route.children ? await Promise.all(route.children.map(load)) : undefined;
    const copy = { ...route, ...(children ? { children } : {}) } as RouteObject;
    if (!matched.has(route) || typeof route.lazy !== 'function') return copy;
    const loaded = await route.lazy();
    return { ...copy, ...loaded, lazy: undefined } as RouteObject;
  };
  return Promise.all(routes.map(load));
}

/** `basename`: the page's language prefix ('/es'), or '/' for English. */
export function createAppRouter(routes: RouteObject[], store: Store, basename: string, hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { basename, ...(hydrationData ? { hydrationData } : {}) });
  // Answers depend on who asks (isOwner, private toolkits, 'mine' lists): a sign-in or sign-out resets the query
  // cache (shown views ask again), then reruns the loaders.
  store.sub(sessionUserAtom, () => {
    browserQueries.setViewer(store.get(sessionUserAtom)?.id ?? null);
    void router.revalidate();
  });
  return router;
}
