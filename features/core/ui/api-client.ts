// The one ApiError type every failed call surfaces as, how an answer is read, and the JSON client for mutations
// (reads go through the typed client, `rpc` + `unwrap`, or `data/shared-get.ts` where none reaches).
import { type ApiIssue, isApiErrorBody, readIssues } from '../shared/api-error';
import { withPageLanguage } from './i18n/page-language';

export class ApiError extends Error {
  /** HTTP status, or 0 when no response arrived (network failure). */
  readonly status: number;
  /**
   * The API's machine-readable code, or a client-side one: network_error, http_error, invalid_response,
   * request_failed (a `{ success: false, error }` answer such as DELETE /api/account's).
   */
  readonly code: string;
  /** Each problem on its own, when the API lists them (a weak password's `reasons`); otherwise empty. */
  readonly reasons: readonly string[];
  /** Field-level problems of a 400 invalid_request, for forms to show beside their fields. */
  readonly issues: readonly ApiIssue[];

  constructor(
    status: number,
    code: string,
    message: string,
    reasons: readonly string[] = [],
    issues: readonly ApiIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.reasons = reasons;
    this.issues = issues;
  }
}

/** The first message the API gave for each field, e.g. { title: 'Title must be at least 3 characters long' }. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!isApiError(error)) return fields;
  for (const issue of error.issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (!(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** A failure that carried no message of the API's own (an empty or unreadable answer): screens show the spec's text. */
export const isBareStatus = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'http_error' || error.code === 'invalid_response');

/** True only for the API's own 404 body, so an HTML 404 from a misconfigured host is not read as "missing". */
export const isNotFound = (error: unknown): boolean =>
  isApiError(error) && error.status === 404 && error.code === 'not_found';

/** True when the API says no one is signed in (401 'Auth session missing!'). */
export const isUnauthorized = (error: unknown): boolean => isApiError(error) && error.status === 401;

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

async function readJson(response: Pick<Response, 'json'>): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * The error a failed response carries: the API's `{ error: { code, message } }` (the first field issue's own words
 * when it lists issues), a bare `{ error }`, or the status.
 */
export function errorOfResponse(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) {
    const { reasons } = body.error as { reasons?: unknown };
    const list = Array.isArray(reasons) ? reasons.filter((reason): reason is string => typeof reason === 'string') : [];
    const issues = readIssues(body);
    // A person reads the problem, not the API's field path ("url: This website is…" is for developers).
    const message = issues[0]?.message ?? body.error.message;
    return new ApiError(status, body.error.code, message, list, issues);
  }
  const bare = (body as { error?: unknown } | undefined)?.error;
  if (typeof bare === 'string' && bare) return new ApiError(status, 'request_failed', bare);
  return new ApiError(status, 'http_error', `The server answered with status ${status}.`);
}

export const networkError = () =>
  new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');

/**
 * The body of an awaited response: the parsed JSON, or an ApiError with the API's code, message and field issues
 * (status 0 for a network failure). Aborts are rethrown untouched. Used by `request` and the typed client's unwrap.
 */
export async function readAnswer<T>(pending: Promise<Pick<Response, 'ok' | 'status' | 'json'>>): Promise<T> {
  let response: Pick<Response, 'ok' | 'status' | 'json'>;
  try {
    response = await pending;
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError();
  }
  const body = await readJson(response);
  if (!response.ok) throw errorOfResponse(response.status, body);
  if (body === undefined) {
    throw new ApiError(response.status, 'invalid_response', 'The server sent a response that could not be read.');
  }
  return body as T;
}

export type ApiMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request body: JSON to serialise, or raw bytes (e.g. an image file) with their content type. */
export type ApiBody = { json: unknown } | { raw: Blob | ArrayBuffer | Uint8Array<ArrayBuffer>; contentType: string };

/** Sends a mutating request with an optional JSON or raw body and returns the parsed answer. */
export function apiSend<T>(method: ApiMethod, path: string, body?: ApiBody, init?: RequestInit): Promise<T> {
  const headers = withPageLanguage(init?.headers);
  headers.set('Accept', 'application/json');
  let payload: BodyInit | null = null;
  if (body && 'json' in body) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body.json);
  } else if (body) {
    headers.set('Content-Type', body.contentType);
    payload = body.raw;
  }
  // Same-origin only: the browser adds Origin to mutating requests, which the worker's cross-site check needs.
  return readAnswer<T>(fetch(path, { ...init, method, headers, body: payload, credentials: 'same-origin' }));
}

export const apiPostJson = <T>(path: string, json: unknown, init?: RequestInit) =>
  apiSend<T>('POST', path, { json }, init);

export const apiPutJson = <T>(path: string, json: unknown, init?: RequestInit) =>
  apiSend<T>('PUT', path, { json }, init);

export const apiDelete = <T>(path: string, init?: RequestInit) => apiSend<T>('DELETE', path, undefined, init);
