// What outlives a route, in one place: caches of answers that depend on who asks (the toolkit lookup cache,
// a 200-entry LRU) register here and are all forgotten when someone else is signed in. The shell reports the
// viewer before it reruns the loaders, so no loader reads the previous viewer's answers. (Session, bookmarks
// and the profile are jotai atoms in the shell's one store.) Kept tiny: the shell's first load imports it.

const caches = new Set<{ clear(): void }>();
let viewer: string | null = null;
/** Bumped by every forget, so an answer fetched for the previous viewer is not cached for the next. */
let generation = 0;

/** Registers a cache (e.g. an LruCache) to be emptied whenever the viewer changes; returns it. */
export function viewerCache<C extends { clear(): void }>(cache: C): C {
  caches.add(cache);
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
