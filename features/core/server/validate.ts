// zod validation at the edge of the API: a bad query, param or body answers 400 with every issue by field.
import type { Context, ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type * as z from 'zod';
import type { ApiIssue } from '../shared/api-error';
import { ApiError, badRequest } from './errors';
import { documented } from './openapi';

/** Every zod issue as { path, message }, paths dotted ('resourceIds.2'). */
export const zodIssues = (error: z.ZodError): ApiIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** The first issue as one sentence: "category: Unknown category 'x'." (the error's `message`). */
export function describeIssue(error: z.ZodError): string {
  const issue = zodIssues(error)[0];
  if (!issue) return 'The request is not valid.';
  return issue.path ? `${issue.path}: ${issue.message}` : issue.message;
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * A JSON route refuses any other body with 415 instead of reading it as an empty object (Hono's validator
 * silently does that). A request with no Content-Type and no body still validates as {}.
 */
async function assertJsonBody(c: Context): Promise<void> {
  const contentType = c.req.header('content-type');
  const mediaType = contentType?.split(';')[0]?.trim() ?? '';
  if (JSON_MEDIA_TYPE.test(mediaType)) return;
  if (contentType === undefined && (await c.req.raw.clone().arrayBuffer()).byteLength === 0) return;
  throw new ApiError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
}

export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) => {
  const inner = validator(target, (value): z.output<Schema> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw badRequest(describeIssue(parsed.error), zodIssues(parsed.error));
    return parsed.data;
  });
  // Carries the schema for /api/openapi.json (core/server/openapi.ts); validation itself is unchanged.
  if (target !== 'json') return documented(inner, target, schema);
  const checked: typeof inner = async (c, next) => {
    await assertJsonBody(c);
    return inner(c, next);
  };
  return documented(checked, target, schema);
};
