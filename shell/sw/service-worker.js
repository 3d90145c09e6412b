// Quadkit's service worker (template: the build writes dist/sw.js from it with the precache list and a version,
// see shell/scripts/offline-plugin.ts). Pages and API answers come from the network first and from the cache
// only when the network fails; hashed bundles come from the cache first. A new deploy is a new version: it
// installs beside the old one, takes over at once (skipWaiting + clients.claim) and deletes the old caches, so a
// visit after a deploy runs the new code from the next page load on. /sw.js itself is never cached (no-cache).
/// <reference lib="webworker" />

/** @type {{ version: string, shell: string, assets: string[], files: string[], api: string[] }} */
const BUILD = self.__QUADKIT_OFFLINE__;

const PREFIX = 'quadkit-offline-';
const CACHE = `${PREFIX}${BUILD.version}`;
/** Pages that had something from the cache this session: their offline notice asks on start. */
const servedFromCache = new Set();

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function precache() {
  const cache = await caches.open(CACHE);
  // The shell and the bundles must all be there, or this version does not install (the old one keeps serving).
  const shell = await fetch(BUILD.shell, { cache: 'reload' });
  if (!shell.ok) throw new Error(`The offline shell answered ${shell.status}.`);
  // Copied into a plain response: a redirected one may not answer a navigation.
  await cache.put(BUILD.shell, new Response(await shell.blob(), { headers: { 'Content-Type': 'text/html' } }));
  await cache.addAll(BUILD.assets);
  // Static files and catalog answers are best effort: a missing one only means less works offline. The answers
  // are fetched without cookies, so what is stored is what any visitor sees, never a user's own data.
  await Promise.all(
    [...BUILD.files, ...BUILD.api].map(async (url) => {
      try {
        const response = await fetch(url, { credentials: 'omit', cache: 'no-cache' });
        if (response.ok) await cache.put(url, response);
      } catch {
        // Offline or failing now: the runtime cache may still pick it up later.
      }
    }),
  );
}

/** May this answer be kept? Not when it says no-store or private (a user's own data never is). */
function storable(response) {
  const control = response.headers.get('Cache-Control') ?? '';
  return response.ok && response.type === 'basic' && !/no-store|private/.test(control);
}

/** Tells the page (now, and when it asks on start) that what it shows came from the cache. */
async function markFromCache(clientId) {
  if (!clientId) return;
  servedFromCache.add(clientId);
  const client = await self.clients.get(clientId);
  client?.postMessage({ type: 'quadkit:from-cache' });
}

/** Pages: the network (however the worker renders them); offline, the client-rendered shell. Never stored. */
async function page(event) {
  try {
    return await fetch(event.request);
  } catch (error) {
    const shell = await caches.match(BUILD.shell, { cacheName: CACHE });
    if (!shell) throw error;
    servedFromCache.add(event.resultingClientId);
    return shell;
  }
}

/** API answers and unhashed files: the network, kept when allowed; offline, the last kept copy. */
async function networkFirst(event) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(event.request);
    if (storable(response)) await cache.put(event.request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(event.request, { ignoreVary: true });
    if (!cached) throw error;
    event.waitUntil(markFromCache(event.clientId));
    return cached;
  }
}

/** Hashed bundles never change under their name: the cache first, the network once. */
async function cacheFirst(event) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok) await cache.put(event.request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname === '/sw.js') return;
  // Live connections and the dev mailbox are never answered from a cache.
  if (url.pathname.startsWith('/api/realtime') || url.pathname.startsWith('/dev/')) return;
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(event));
  else event.respondWith(networkFirst(event));
});

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'quadkit:offline-status?' || !event.source) return;
  event.source.postMessage({ type: 'quadkit:from-cache', fromCache: servedFromCache.has(event.source.id) });
});
