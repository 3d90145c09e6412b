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
