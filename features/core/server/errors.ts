// Expected API errors: thrown anywhere, turned into { error: { code, message } } by the worker's onError.
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../shared/api-error';

export class ApiError extends HTTPException {
  readonly code: string;

  constructor(status: ContentfulStatusCode, code: string, message: string) {
    super(status, { message });
    this.code = code;
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message } };
  }
}

export const notFound = (message: string) => new ApiError(404, 'not_found', message);

export const badRequest = (message: string) => new ApiError(400, 'invalid_request', message);

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
