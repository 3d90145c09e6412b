// Awaits a typed client call (see rpc.ts): the success body typed by the route, or the client ApiError.
// No hono runtime here, so code on the first page can use it while the client itself loads lazily.
import type { ClientResponse } from 'hono/client';
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import { readAnswer } from '../api-client';

type ErrorStatus = ClientErrorStatusCode | ServerErrorStatusCode;
// Distributes over each (body, status) pair a route can answer; error answers never reach the caller.
type OkBody<T, S> = S extends ErrorStatus ? never : T;
// biome-ignore lint/suspicious/noExplicitAny: matches every typed client response
export type SuccessBody<R> = R extends ClientResponse<infer T, infer S, any> ? OkBody<T, S> : never;

/** Awaits a typed client call: the success body typed by the route, or the ApiError (see api-client's readAnswer). */
export const unwrap = <R extends ClientResponse<unknown>>(pending: Promise<R>): Promise<SuccessBody<R>> =>
  readAnswer<SuccessBody<R>>(pending);
