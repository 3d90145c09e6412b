// The client's toolkit cache, filled by hover prefetch and by every toolkit load. Resolved resources are
// cached by their sorted ids (docs/product.md#behind-the-screens: at most 200 entries, the oldest evicted first), so toolkits
// with the same resources share one entry; each toolkit remembers its own order and when it was fetched.
// Both are viewer caches (core): isOwner and private toolkits differ by viewer, so a new viewer empties them.
import type { RouterContextProvider } from 'react-router';
import type { Resource } from '@quadkit/core/catalog/types';
import { LruCache } from '@quadkit/core/ui/data/lru-cache';
import {
  currentViewer,
  forgetViewerCaches,
  setViewer,
  viewerCache,
  viewerGeneration,
} from '@quadkit/core/ui/data/viewer-cache';
import { isEdgeRender } from '@quadkit/core/ui/data/edge-render';
import { fetchToolkit } from './toolkit-api';
import type { ToolkitDetail } from './toolkits-client';

export const RESOURCE_CACHE_SIZE = 200;
/** A cached toolkit is shown as it is for this long; after that it is fetched again. */
export const TOOLKIT_FRESH_MS = 60_000;

interface CachedToolkit {
  toolkit: Omit<ToolkitDetail, 'resources'>;
  /** The resources' ids in the toolkit's order. */
  order: string[];
  at: number;
}

export const sortedIdsKey = (ids: readonly string[]): string => [...ids].sort().join('\n');

const resourcesByIds = viewerCache(new LruCache<string, Resource[]>(RESOURCE_CACHE_SIZE));
const toolkitsById = viewerCache(new LruCache<string, CachedToolkit>(RESOURCE_CACHE_SIZE));
const inflight = new Map<string, Promise<ToolkitDetail>>();

/** Caches a toolkit as the current viewer sees it (the editor calls this after a save). */
export function rememberToolkit(detail: ToolkitDetail, now = Date.now()): void {
  const { resources, ...toolkit } = detail;
  const order = resources.map((resource) => resource.id);
  resourcesByIds.set(sortedIdsKey(order), resources);
  toolkitsById.set(detail.id, { toolkit, order, at: now });
}

/** The toolkit if it was fetched in the last minute (for this viewer) and its resources are still cached. */
export function cachedToolkit(id: string, viewerId = currentViewer(), now = Date.now()): ToolkitDetail | undefined {
  setViewer(viewerId);
  const entry = toolkitsById.get(id);
  if (!entry || now - entry.at > TOOLKIT_FRESH_MS) return undefined;
  const resolved = resourcesByIds.get(sortedIdsKey(entry.order));
  if (!resolved) return undefined;
  const byId = new Map(resolved.map((resource) => [resource.id, resource]));
  const resources = entry.order.flatMap((resourceId) => byId.get(resourceId) ?? []);
  return { ...entry.toolkit, resources };
}

/** After an edit or a delete: the next visit fetches it again. */
export function forgetToolkit(id: string): void {
  toolkitsById.delete(id);
}

/** One request per toolkit at a time, shared by a hover prefetch and the page it leads to. */
function fetchShared(id: string, context?: Readonly<RouterContextProvider>): Promise<ToolkitDetail> {
  const running = inflight.get(id);
  if (running) return running;
  const startedIn = viewerGeneration();
  const request: Promise<ToolkitDetail> = fetchToolkit(id, context)
    .then((detail) => {
      if (viewerGeneration() === startedIn) rememberToolkit(detail);
      return detail;
    })
    .finally(() => {
      if (inflight.get(id) === request) inflight.delete(id);
    });
  inflight.set(id, request);
  return request;
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
  // A share link, or the worker rendering the page (the cache is the browser's, never shared between requests).
  if (share || isEdgeRender(context)) return fetchToolkit(id, context, share);
  const cached = cachedToolkit(id);
  return cached ? Promise.resolve(cached) : fetchShared(id, context);
}

/** Warms the cache; failures are left for the page itself to report. */
export function prefetchToolkit(id: string): void {
  if (cachedToolkit(id) || inflight.has(id)) return;
  fetchShared(id).catch(() => {});
}

/** For tests: start from an empty cache. */
export function clearToolkitCache(): void {
  forgetViewerCaches();
  inflight.clear();
}
