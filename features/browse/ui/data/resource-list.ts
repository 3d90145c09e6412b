// The catalog list for browse, category and home screens: the API first, the built-in list on any failure
// (SPEC section 8), both ordered by title. One request per list is shared by every screen of a visit.
import type { RouterContextProvider } from 'react-router';
import type { CategorySlug } from '@quadkit/core/catalog/categories';
import type { Resource } from '@quadkit/core/catalog/types';
import { builtInResources } from '@quadkit/core/ui/data/built-in-resources';
import { catalogVersion } from '@quadkit/core/ui/data/catalog-version';
import { isEdgeRender } from '@quadkit/core/ui/data/edge-render';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { browseClient } from './browse-client';

export interface ResourceList {
  resources: Resource[];
  /** 'built-in' when the API failed and the bundled catalog stands in. */
  source: 'api' | 'built-in';
  /** Why the API failed (SPEC: the message kept, or 'Failed to fetch resources'). */
  error?: string;
}

/** A successful answer is reused for a few minutes, so moving between screens costs no request. */
const FRESH_FOR_MS = 5 * 60 * 1000;
// Also keyed by the catalog version: an approved submission ('catalog-updated') makes every entry stale.
const cache = new Map<string, { at: number; version: number; list: Promise<ResourceList> }>();

/** The lists of one edge render, by its router context (gone with the render). */
const renderLists = new WeakMap<Readonly<RouterContextProvider>, Map<string, Promise<ResourceList>>>();

/** The API's order: SQLite compares titles as plain strings (BINARY collation), and so does this. */
const byTitle = (a: Resource, b: Resource) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);

async function fetchList(category: CategorySlug | undefined, context?: Readonly<RouterContextProvider>) {
  try {
    const { resources } = await unwrap(browseClient(context).resources.$get({ query: category ? { category } : {} }));
    return { resources, source: 'api' } satisfies ResourceList;
  } catch (error) {
    const message = messageOf(error, 'Failed to fetch resources');
    console.warn('Resource API unavailable, showing the built-in list:', message);
    const all = await builtInResources();
    const resources = all.filter((r) => !category || r.category === category).toSorted(byTitle);
    return { resources, source: 'built-in', error: message } satisfies ResourceList;
  }
}

/** A list narrowed to what a screen shows (its source kept: a built-in fallback is never cached as a whole page). */
export const picked = async (
  list: Promise<ResourceList>,
  pick: (resources: readonly Resource[]) => Resource[],
): Promise<ResourceList> => {
  const { resources, ...rest } = await list;
  return { ...rest, resources: pick(resources) };
};

/** All resources, or one category's. Rejects only when the built-in list cannot load either. */
export function loadResourceList(
  category?: CategorySlug,
  context?: Readonly<RouterContextProvider>,
): Promise<ResourceList> {
  const key = category ?? '*';
  // In the worker each render loads its own list once (home's featured and popular sections share it): the
  // module cache below is the browser's.
  if (context && isEdgeRender(context)) {
    const lists = renderLists.get(context) ?? new Map<string, Promise<ResourceList>>();
    renderLists.set(context, lists);
    const list = lists.get(key) ?? fetchList(category, context);
    lists.set(key, list);
    return list;
  }
  const hit = cache.get(key);
  if (hit && hit.version === catalogVersion() && Date.now() - hit.at < FRESH_FOR_MS) return hit.list;
  const list = fetchList(category, context);
  cache.set(key, { at: Date.now(), version: catalogVersion(), list });
  // Only a live answer is kept: after a fallback (or a failure) the next screen asks the API again.
  list.then(
    (result) => {
      if (result.source !== 'api') cache.delete(key);
    },
    () => cache.delete(key),
  );
  return list;
}
