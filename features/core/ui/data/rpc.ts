// The typed API client: each feature builds one from its own Hono sub-app's type (`import type`, so no server
// code reaches the bundle), and every screen, loader and mutation calls the API through it.
import type { Hono } from 'hono';
import type { hc } from 'hono/client';
import { createContext, type RouterContextProvider } from 'react-router';

import type { ApiFetch } from '../../shared/rendered-page';
import { withPageLanguage } from '../i18n/page-language';

export type { ApiFetch };

// The worker answers errors in the page's language, which every call names (i18n/page-language.ts).
const browserFetch: ApiFetch = (input, init) =>
  fetch(input, { ...init, headers: withPageLanguage(init?.headers), credentials: 'same-origin' });

/**
 * Where loaders find their fetch. Unset in the browser (the default is the real fetch); the edge renderer sets
 * it to call the worker in-process, so the same loaders run on both sides.
 */
export const apiFetchContext = createContext<ApiFetch>(browserFetch);

// biome-ignore lint/suspicious/noExplicitAny: any Hono app's type is accepted; hc recovers its routes from it
type AnyApp = Hono<any, any, any>;

/**
 * `rpc<typeof toolkitsApi>()` → `client.toolkits.public.$get()`, typed by the API's own routes.
 * Pass a loader's `context` so the call runs wherever the loader runs.
 *
 * Hono's client runtime loads on the first call, not with the page: on `/` every view is drawn from the worker's
 * answers, so a first visit never calls it (about 2 KB gzip off every first load). The returned object records
 * the path (`toolkits`, `:id`) and hands the call (`$get`, `$post`…) to the real client once it has loaded.
 */
export function rpc<App extends AnyApp>(context?: Readonly<RouterContextProvider>): ReturnType<typeof hc<App>> {
  const apiFetch = context ? context.get(apiFetchContext) : browserFetch;
  const create = (make: typeof hc) => make<App>('/api', { fetch: apiFetch, headers: { Accept: 'application/json' } });
  return pathRecorder((make) => create(make), []) as ReturnType<typeof hc<App>>;
}

let loadedClient: typeof hc | undefined;
let clientModule: Promise<typeof hc> | undefined;

/** Loads Hono's client now (the UI tests do, so a call reaches fetch at once, as it does after a first call). */
export function loadApiClient(): Promise<typeof hc> {
  clientModule ??= import('hono/client').then((module) => {
    loadedClient = module.hc;
    return module.hc;
  });
  return clientModule;
}

function pathRecorder(client: (make: typeof hc) => unknown, path: readonly string[]): unknown {
  const call = (real: unknown, args: unknown[]) => {
    const method = path.at(-1) ?? '';
    // biome-ignore lint/suspicious/noExplicitAny: walks the real client along the recorded path
    const target = path.slice(0, -1).reduce((node: any, key) => node[key], real);
    return target[method](...args);
  };
  return new Proxy(() => {}, {
    // Not a thenable: awaiting or returning the recorder from an async function must not make a call.
    get: (_, key) => (typeof key === 'string' && key !== 'then' ? pathRecorder(client, [...path, key]) : undefined),
    apply: (_, __, args: unknown[]) =>
      loadedClient ? call(client(loadedClient), args) : loadApiClient().then((make) => call(client(make), args)),
  });
}

// Awaiting a call lives on its own (no hono runtime), for code on the first page that loads the client lazily.
export { type SuccessBody, unwrap } from './unwrap';
