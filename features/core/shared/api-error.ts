// The one error body every API route answers with, read by the UI's API client.
export interface ApiErrorBody {
  error: {
    /** Machine-readable, e.g. "not_found", "invalid_request". */
    code: string;
    /** A sentence a person can act on. */
    message: string;
  };
}

export const isApiErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiErrorBody).error?.message === 'string' &&
  typeof (value as ApiErrorBody).error?.code === 'string';
