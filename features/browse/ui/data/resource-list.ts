// The catalog list for browse, category and home screens: the API first, the built-in list on any failure
// (docs/product.md#when-something-fails), both ordered by title. One request per list is shared by every screen of a
// visit (the query cache, docs/data.md).
import type { RouterContextProvider } from 'react-router';
import type { CategorySlug } from '@quadkit/core/catalog/categories';
import type { Resource } from '@quadkit/core/catalog/types';
import { builtInResources } from '@quadkit/core/ui/data/built-in-resources';
import { ensureQuery, queriesOf } from '@quadkit/core/ui/data/query-cache';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { browseClient } from './browse-client';

export interface ResourceList {
  resources: Resource[];
  /** 'built-in' when the API failed and the bundled catalog stands in. */
  source: 'api' | 'built-in';
  /** Why the API failed (docs/product.md#when-something-fails: the message kept, or 'Failed to fetch resources'). */
  error?: string;
}

/** A successful answer is reused for a few minutes, so moving between screens costs no request. */
const FRESH_FOR_MS = 5 * 60 * 1000;

/** The API's order: SQLite compares titles as plain strings (BINARY collation), and so does this. */
const byTitle = (a: Resource, b: Resource) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);

async function fetchList(category: CategorySlug | undefined, context?: Readonly<RouterContextProvider>) {
  try {
    const { resources } = await unwrap(browseClient(context).resources.$get({ query: category ? { category } : {} }));
    return { resources, source: 'api' } satisfies ResourceList;
  } catch (error) {
    // The text of loadFailureMessages.resources, written out: that table would join home's first load.
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
  // Under 'catalog:', which an approved submission ('catalog-updated') marks stale.
  const key = `catalog:resources:${category ?? '*'}`;
  const list = ensureQuery(context, key, (ctx) => fetchList(category, ctx), FRESH_FOR_MS);
  // Only a live answer is kept: after a fallback the next screen asks the API again.
  list.then(
    (result) => result.source !== 'api' && queriesOf(context).invalidate(key),
    () => {}, // the caller reports it
  );
  return list;
}
