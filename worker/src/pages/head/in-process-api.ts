// The feature APIs as page heads call them: each feature's typed client (hc over its own sub-app's type) whose
// fetch is the worker's app itself, in-process (no HTTP hop), with the visitor's cookie so answers that depend on
// who asks (a private toolkit for its owner) are the ones the page will show.
import type { ClientResponse } from 'hono/client';
import { hc } from 'hono/client';
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import type { browseApi } from '@quadkit/browse/api';
import type { BulletinApi } from '@quadkit/bulletin/api';
import type { toolkitsApi } from '@quadkit/toolkits/api';
import type { TrendingApi } from '@quadkit/trending/api';

/** Runs a request through the worker's own app (app.fetch with this request's env and context). */
export type InProcessFetch = (request: Request) => Promise<Response>;

export function pageApis(fetchApp: InProcessFetch, origin: string, cookie: string | undefined) {
  const options = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetchApp(new Request(input, init)),
    headers: { Accept: 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
  };
  const base = `${origin}/api`;
  return {
    browse: hc<typeof browseApi>(base, options),
    toolkits: hc<typeof toolkitsApi>(base, options),
    bulletin: hc<BulletinApi>(base, options),
    trending: hc<TrendingApi>(base, options),
  };
}

export type PageApis = ReturnType<typeof pageApis>;

type ErrorStatus = ClientErrorStatusCode | ServerErrorStatusCode;
type OkBody<T, S> = S extends ErrorStatus ? never : T;
// biome-ignore lint/suspicious/noExplicitAny: matches every typed client response
type SuccessBody<R> = R extends ClientResponse<infer T, infer S, any> ? OkBody<T, S> : never;

/** The API's answer: its body, or whether it said the thing does not exist (404, or 400 for an unknown slug). */
export type Answer<T> = { ok: true; data: T } | { ok: false; missing: boolean };

export async function answer<R extends ClientResponse<unknown>>(pending: Promise<R>): Promise<Answer<SuccessBody<R>>> {
  const response = await pending;
  if (response.ok) return { ok: true, data: (await response.json()) as SuccessBody<R> };
  return { ok: false, missing: response.status === 404 || response.status === 400 };
}
