// Turns validation failures into messages beside each field: the shared zod schema's issues (checked in
// the browser first, with the spec's bare text), or the API's structured issues when only the server could
// tell (an unknown resource id, a lost session); the schema's own texts in the reader's language.
import type * as z from 'zod';
import { fieldErrorsOf as apiFieldErrorsOf, isApiError } from '@quadkit/core/ui/api-client';
import type { Translate } from '@quadkit/core/shared/i18n/translate';
import { TOOLKIT_MESSAGES } from '../../shared/toolkit-messages';
import { ruleText } from './rule-text';
import type { ruleMessages } from '../../shared/rules.messages';

export const FORM_FIELDS = ['title', 'description', 'emoji', 'resourceIds', 'visibility', 'isFeatured'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** One message per field, plus `form` for a message that belongs to no single field. */
export type FormErrors = Partial<Record<FormField | 'form', string>>;

const isField = (value: unknown): value is FormField => FORM_FIELDS.includes(value as FormField);

/** The first issue of each field, in the schema's words. */
type RuleTexts = Translate<typeof ruleMessages.en>;

export function fieldErrorsOf(error: z.ZodError, t: RuleTexts): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    const key = isField(field) ? field : 'form';
    errors[key] ??= ruleText(issue.message, t);
  }
  return errors;
}

/** The API's issues beside their fields; a message that names no field of the form goes above it. */
export function serverErrorsOf(error: unknown, fallback: string, t: RuleTexts): FormErrors {
  if (isApiError(error) && error.status === 401) return { form: ruleText(TOOLKIT_MESSAGES.signInToCreate, t) };
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(apiFieldErrorsOf(error))) {
    if (isField(field)) errors[field] ??= ruleText(message, t);
  }
  if (Object.keys(errors).length > 0) return errors;
  return { form: (isApiError(error) ? error.message : '') || fallback };
}
