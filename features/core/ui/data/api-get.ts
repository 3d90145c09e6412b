// A GET typed by hand, only for the APIs no typed client reaches: the worker's auth routes (the session, signed-in
// devices) and browse's catalog from the toolkit editor (a feature may not import another feature's types).
// Everything else reads through `rpc` + `unwrap`.
import { readAnswer } from '../api-client';

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const init: RequestInit = { signal: signal ?? null, credentials: 'same-origin' };
  return readAnswer<T>(fetch(path, { ...init, headers: { Accept: 'application/json' } }));
}
