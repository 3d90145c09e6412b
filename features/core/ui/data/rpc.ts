// The typed API client: each feature builds one from its own Hono sub-app's type (`import type`, so no server
// code reaches the bundle), and every screen, loader and mutation calls the API through it.
import type { Hono } from 'hono';
import { hc } from 'hono/client';
import type { ClientResponse } from 'hono/client';
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import { createContext, type RouterContextProvider } from 'react-router';
import { ApiError, errorOfResponse, isAbort, networkError } from '../api-client';

/** The fetch the client calls: the browser's in the app; the worker's own app (no HTTP hop) when it renders pages. */
export type ApiFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

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

type ErrorStatus = ClientErrorStatusCode | ServerErrorStatusCode;
// Distributes over each (body, status) pair a route can answer; error answers never reach the caller.
type OkBody<T, S> = S extends ErrorStatus ? never : T;
// biome-ignore lint/suspicious/noExplicitAny: matches every typed client response
export type SuccessBody<R> = R extends ClientResponse<infer T, infer S, any> ? OkBody<T, S> : never;

/**
 * Awaits a typed client call: the success body, or an ApiError with the API's code, message and field issues
 * (status 0 for a network failure). Aborts are rethrown untouched.
 */
export async function unwrap<R extends ClientResponse<unknown>>(pending: Promise<R>): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await pending;
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError();
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) throw errorOfResponse(response.status, body);
  if (body === undefined) {
    throw new ApiError(response.status, 'invalid_response', 'The server sent a response that could not be read.');
  }
  return body as SuccessBody<R>;
}
