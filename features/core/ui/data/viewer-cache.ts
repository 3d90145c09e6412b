// What outlives a route, in one place: caches of answers that depend on who asks (the toolkit lookup cache,
// 200-entry LRU) are made here and all forgotten when someone else is signed in. The shell reports the viewer
// before it reruns the loaders, so no loader reads the previous viewer's answers. (Session, bookmarks and the
// profile are jotai atoms in the shell's one store.)
import { LruCache } from './lru-cache';

const caches = new Set<LruCache<unknown, unknown>>();
let viewer: string | null = null;
/** Bumped by every forget, so an answer fetched for the previous viewer is not cached for the next. */
let generation = 0;

/** An LRU cache of at most `capacity` entries that empties itself whenever the viewer changes. */
export function viewerCache<K, V>(capacity: number): LruCache<K, V> {
  const cache = new LruCache<K, V>(capacity);
  caches.add(cache as LruCache<unknown, unknown>);
  return cache;
}

export const currentViewer = () => viewer;
export const viewerGeneration = () => generation;

/** Forgets every viewer cache. */
export function forgetViewerCaches(): void {
  for (const cache of caches) cache.clear();
  generation += 1;
}

/** Who is signed in now (null: no one); a change empties every viewer cache. */
export function setViewer(id: string | null): void {
  if (id === viewer) return;
  viewer = id;
  forgetViewerCaches();
}
