// zod validation at the edge of the API: a bad query, param or body answers 400 naming the field.
import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { badRequest } from './errors';

/** Turns the first zod issue into one sentence: "category: Unknown category 'x'." */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  validator(target, (value): z.output<Schema> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw badRequest(describeIssue(parsed.error));
    return parsed.data;
  });
