// Pagination for every list endpoint: ?limit=&cursor= in, `nextCursor` (null on the last page) out.
// The cursor is an opaque base64url offset: lists are small and ordered stably, so an offset is enough,
// and a client never builds one itself (it only sends back what it was given).
import type { Context } from 'hono';
import * as z from 'zod';
import { badRequest } from './errors';
import { describeIssue, zodIssues } from './validate';

export interface PageRequest {
  limit: number;
  offset: number;
}

const encodeCursor = (offset: number): string => btoa(`o:${offset}`).replace(/=+$/, '');

function decodeCursor(cursor: string): number | undefined {
  try {
    const match = /^o:(\d{1,9})$/.exec(atob(cursor));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** The query schema of a paginated list: `limit` 1..max (default `pageSize`), `cursor` from a previous page. */
export const pageQuery = (pageSize: number, max: number) =>
  z
    .object({
      limit: z.coerce
        .number({ error: `limit must be a whole number from 1 to ${max}.` })
        .int(`limit must be a whole number from 1 to ${max}.`)
        .min(1, `limit must be a whole number from 1 to ${max}.`)
        .max(max, `limit must be a whole number from 1 to ${max}.`)
        .default(pageSize),
      cursor: z
        .string()
        .max(40, 'This cursor is not valid; start again from the first page.')
        .optional()
        .transform((value, ctx) => {
          if (value === undefined || value === '') return 0;
          const offset = decodeCursor(value);
          if (offset === undefined) {
            ctx.addIssue({ code: 'custom', message: 'This cursor is not valid; start again from the first page.' });
            return z.NEVER;
          }
          return offset;
        }),
    })
    .transform(({ limit, cursor }): PageRequest => ({ limit, offset: cursor }));

/** One page of `rows` fetched with `limit + 1` (the extra row tells whether another page follows). */
export function pageOf<T>(rows: T[], page: PageRequest): { items: T[]; nextCursor: string | null } {
  const more = rows.length > page.limit;
  return {
    items: more ? rows.slice(0, page.limit) : rows,
    nextCursor: more ? encodeCursor(page.offset + page.limit) : null,
  };
}

/**
 * The page a list request asks for (400 on a bad limit or cursor). Read inside the handler rather than with
 * validate('query'), so the typed client's `$get()` keeps taking no arguments for the first page.
 */
export function readPage(c: Context, schema: ReturnType<typeof pageQuery>): PageRequest {
  const parsed = schema.safeParse({ limit: c.req.query('limit'), cursor: c.req.query('cursor') });
  if (!parsed.success) throw badRequest(describeIssue(parsed.error), zodIssues(parsed.error));
  return parsed.data;
}
