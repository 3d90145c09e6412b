// Toolkits as the query cache keeps them (docs/data.md), filled by hover prefetch and by every toolkit load: a
// toolkit fetched in the last minute is shown without asking again (docs/product.md#behind-the-screens: the cache keeps at most 200
// entries, the least recently used forgotten first). isOwner and private toolkits differ by viewer: the cache is
// reset when the viewer changes. In the worker the request's own cache is used, so a page reads a toolkit once.
import type { RouterContextProvider } from 'react-router';
import { browserQueries, ensureQuery } from '@quadkit/core/ui/data/query-cache';
import { fetchToolkit } from './toolkit-api';
import type { ToolkitDetail } from './toolkits-client';

/** A cached toolkit is shown as it is for this long; after that it is fetched again. */
export const TOOLKIT_FRESH_MS = 60_000;

const keyOf = (id: string) => `toolkit:${id}`;

/** Caches a toolkit as the current viewer sees it (the editor calls this after a save). */
export function rememberToolkit(detail: ToolkitDetail): void {
  browserQueries.set(keyOf(detail.id), detail);
}

/** The toolkit if this viewer fetched it in the last minute. */
export function cachedToolkit(id: string): ToolkitDetail | undefined {
  const state = browserQueries.state<ToolkitDetail>(keyOf(id));
  return state.status === 'loaded' && !browserQueries.needsLoad(keyOf(id), TOOLKIT_FRESH_MS) ? state.data : undefined;
}

/** After an edit or a delete: the next visit fetches it again. */
export function forgetToolkit(id: string): void {
  browserQueries.invalidate(keyOf(id));
}

/**
 * The toolkit from the cache when fresh, otherwise from the API (joining a prefetch under way). A share link's
 * load always asks the API and is never cached: a revoked link must stop working at once.
 */
export function loadToolkit(
  id: string,
  context?: Readonly<RouterContextProvider>,
  share?: string,
): Promise<ToolkitDetail> {
  if (share) return fetchToolkit(id, context, share);
  return ensureQuery(context, keyOf(id), (ctx) => fetchToolkit(id, ctx), TOOLKIT_FRESH_MS);
}

/** Warms the cache; failures are left for the page itself to report. */
export function prefetchToolkit(id: string): void {
  loadToolkit(id).catch(() => {});
}
