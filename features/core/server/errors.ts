// Expected API errors: thrown anywhere, turned into { error: { code, message, issues? } } by the worker's onError.
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ApiIssue } from '../shared/api-error';

export class ApiError extends HTTPException {
  readonly code: string;
  readonly issues: ApiIssue[] | undefined;

  constructor(status: ContentfulStatusCode, code: string, message: string, issues?: ApiIssue[]) {
    super(status, { message });
    this.code = code;
    this.issues = issues;
  }

  toBody(): ApiErrorBody {
    const error: ApiErrorBody['error'] = { code: this.code, message: this.message };
    if (this.issues) error.issues = this.issues;
    return { error };
  }
}

export const notFound = (message: string) => new ApiError(404, 'not_found', message);

/** 400 naming the field: the message reads "field: problem", and `issues` carries it for forms. */
export const badRequest = (message: string, issues?: ApiIssue[]) =>
  new ApiError(400, 'invalid_request', message, issues);

/** 400 for one field, e.g. fieldError('resourceIds', 'These resources do not exist: x'). */
export const fieldError = (path: string, message: string) =>
  badRequest(path ? `${path}: ${message}` : message, [{ path, message }]);

/** 401 for routes that need a signed-in user; the message is the spec's. */
export const unauthorized = (message = 'Auth session missing!') => new ApiError(401, 'unauthorized', message);

/** "30 seconds", "1 minute", "5 minutes": how long to wait, for a 429 message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 with the seconds to wait; the worker's onError adds the Retry-After header. */
export class TooManyRequestsError extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(what: string, retryAfterSeconds: number, code = 'rate_limited') {
    super(429, code, `Too many ${what}. Please try again in ${describeWait(retryAfterSeconds)}.`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
