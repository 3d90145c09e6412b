// OpenAPI metadata for hono-openapi (docs/decisions/0021): the same zod schema a route validates with is what
// /api/openapi.json documents, so the document cannot drift from what the route accepts.
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type * as z from 'zod';

/** Marks a middleware as validating `target` with `schema`, the way hono-openapi's own validator() does. */
export function documented<M extends object>(middleware: M, target: keyof ValidationTargets, schema: z.ZodType): M {
  Object.defineProperty(middleware, uniqueSymbol, { value: { target, ...resolver(schema) } });
  return middleware;
}

/**
 * Documents a query a handler reads itself (readPage keeps the typed client's `$get()` argument-free): a no-op
 * middleware carrying the schema the handler parses with.
 */
export const documentQuery = (schema: z.ZodType): MiddlewareHandler =>
  documented(
    async (_c, next) => {
      await next();
    },
    'query',
    schema,
  );
