// Same-origin JSON client for the worker's /api routes; every failure surfaces as one ApiError type.
import { isApiErrorBody } from '../shared/api-error';

export class ApiError extends Error {
  /** HTTP status, or 0 when no response arrived (network failure). */
  readonly status: number;
  /** The API's machine-readable code, or a client-side one: network_error, http_error, invalid_response. */
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** True only for the API's own 404 body, so an HTML 404 from a misconfigured host is not read as "missing". */
export const isNotFound = (error: unknown): boolean =>
  isApiError(error) && error.status === 404 && error.code === 'not_found';

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * GETs `path` (e.g. "/api/resources/notion") and returns the parsed body.
 * Aborts are rethrown untouched so callers can tell a cancelled request from a failed one.
 */
export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  const headers = new Headers(init?.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, { ...init, method: 'GET', headers, credentials: 'same-origin' });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }

  const body = await readJson(response);
  if (!response.ok) {
    if (isApiErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message);
    throw new ApiError(response.status, 'http_error', `The server answered with status ${response.status}.`);
  }
  if (body === undefined) {
    throw new ApiError(response.status, 'invalid_response', 'The server sent a response that could not be read.');
  }
  return body as T;
}
