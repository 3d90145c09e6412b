// The one error body every API route answers with, read by the UI's API client.

/** One problem with one field of a request, e.g. { path: 'title', message: 'Title must be at least 3 characters long' }. */
export interface ApiIssue {
  /** Dotted field path ('title', 'resourceIds.2'); empty for a problem with the whole request. */
  path: string;
  message: string;
}

export interface ApiErrorBody {
  error: {
    /** Machine-readable, e.g. "not_found", "invalid_request". */
    code: string;
    /** A sentence a person can act on. */
    message: string;
    /** Present on invalid_request: every problem, each with the field it belongs to. */
    issues?: ApiIssue[];
  };
}

export const isApiErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiErrorBody).error?.message === 'string' &&
  typeof (value as ApiErrorBody).error?.code === 'string';

/** The issues of an error body, keeping only well-formed ones (the body came over the network). */
export function readIssues(body: ApiErrorBody): ApiIssue[] {
  const list: unknown = body.error.issues;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (issue): issue is ApiIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as ApiIssue).path === 'string' &&
      typeof (issue as ApiIssue).message === 'string',
  );
}
