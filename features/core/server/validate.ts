// zod validation at the edge of the API: a bad query, param or body answers 400 with every issue by field.
import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { ApiIssue } from '../shared/api-error';
import { badRequest } from './errors';

/** Every zod issue as { path, message }, paths dotted ('resourceIds.2'). */
export const zodIssues = (error: z.ZodError): ApiIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** The first issue as one sentence: "category: Unknown category 'x'." (the error's `message`). */
export function describeIssue(error: z.ZodError): string {
  const issue = zodIssues(error)[0];
  if (!issue) return 'The request is not valid.';
  return issue.path ? `${issue.path}: ${issue.message}` : issue.message;
}

export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  validator(target, (value): z.output<Schema> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw badRequest(describeIssue(parsed.error), zodIssues(parsed.error));
    return parsed.data;
  });
