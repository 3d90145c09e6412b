// The typed API client: each feature builds one from its own Hono sub-app's type (`import type`, so no server
// code reaches the bundle), and every screen, loader and mutation calls the API through it.
import type { Hono } from 'hono';
import { hc } from 'hono/client';
import { createContext, type RouterContextProvider } from 'react-router';

import type { ApiFetch } from '../../shared/rendered-page';

export type { ApiFetch };

const browserFetch: ApiFetch = (input, init) => fetch(input, { ...init, credentials: 'same-origin' });

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
 */
export function rpc<App extends AnyApp>(context?: Readonly<RouterContextProvider>) {
  const apiFetch = context ? context.get(apiFetchContext) : browserFetch;
  return hc<App>('/api', {
    fetch: apiFetch,
    headers: { Accept: 'application/json' },
  });
}

// Awaiting a call lives on its own (no hono runtime), for code on the first page that loads the client lazily.
export { type SuccessBody, unwrap } from './unwrap';
