// The GETs whose routes live outside the caller's package (the worker's auth routes; browse's catalog and search,
// read by the toolkit editor), where the typed `rpc` client cannot reach: a feature may not import another
// package's routes. Each path is typed once here by the response type its route declares its body with (in
// core/shared), so no call site names a type of its own. Everything else reads through `rpc` + `unwrap`.
import type { SessionResponse, SessionsResponse } from '../../shared/auth-responses';
import type { ResourceListResponse } from '../../shared/resource-list-response';
import type { SearchResponse } from '../../shared/search-responses';
import { readAnswer } from '../api-client';
import { withPageLanguage } from '../i18n/page-language';

interface SharedGets {
  '/api/auth/session': SessionResponse;
  '/api/account/sessions': SessionsResponse;
  '/api/resources': ResourceListResponse;
  '/api/search': SearchResponse;
}

export function sharedGet<P extends keyof SharedGets>(
  path: P,
  options: { query?: URLSearchParams; signal?: AbortSignal | undefined } = {},
): Promise<SharedGets[P]> {
  const url = options.query ? `${path}?${options.query}` : path;
  const init: RequestInit = { signal: options.signal ?? null, credentials: 'same-origin' };
  return readAnswer<SharedGets[P]>(fetch(url, { ...init, headers: withPageLanguage({ Accept: 'application/json' }) }));
}
