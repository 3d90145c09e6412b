// The post form's state: values, errors by field (from the shared rules, then from the API), and the
// submission's outcome, which decides the view (form, success banner, error banner).
import { useState } from 'react';
import { fieldErrorsOf } from '@quadkit/core/ui/api-client';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { postForm, type PostFormValues } from '../../shared/post-input';
import { BODY_MIN, parseTags, POST_MESSAGES, TITLE_MIN } from '../../shared/post-rules';
import { mergeTags, suggestTags } from '../../shared/tag-suggestions';
import { submitPost } from '../data/client';

export type Outcome = { kind: 'none' } | { kind: 'success' } | { kind: 'error'; message: string };

/** The API's own message; the spec's fallback when the answer carried none (an empty or unreadable error). */
const submitErrorOf = (error: unknown): string => messageOf(error, POST_MESSAGES.submitFailed);

const EMPTY: PostFormValues = { title: '', body: '', tags: '' };

/** The spec's message for a title or body with something typed but too little of it; undefined when it is fine. */
export function tooShortMessage(field: keyof PostFormValues, value: string): string | undefined {
  const length = value.trim().length;
  if (field === 'title' && length > 0 && length < TITLE_MIN) return POST_MESSAGES.titleShort;
  if (field === 'body' && length > 0 && length < BODY_MIN) return POST_MESSAGES.bodyShort;
  return undefined;
}

export function usePostForm(onSubmitted: () => void) {
  const [values, setValues] = useState<PostFormValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  /** Fields the user has left once: from then on their too-short message follows what they type. */
  const [left, setLeft] = useState<ReadonlySet<keyof PostFormValues>>(new Set());

  const showError = (field: keyof PostFormValues, message: string | undefined) =>
    setErrors(({ [field]: _, ...rest }) => (message ? { ...rest, [field]: message } : rest));

  const change = (field: keyof PostFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    showError(field, left.has(field) ? tooShortMessage(field, value) : undefined);
  };

  /** Leaving a field with too little typed says why Submit stays disabled (it still does, per the spec). */
  const blur = (field: keyof PostFormValues) => {
    setLeft((current) => new Set(current).add(field));
    const message = tooShortMessage(field, values[field]);
    if (message) showError(field, message);
  };

  /** docs/product.md#rules-and-messages: disabled while submitting, with a title under 5 or a body under 50 characters. */
  const canSubmit = !submitting && values.title.trim().length >= TITLE_MIN && values.body.trim().length >= BODY_MIN;

  const autoSuggest = () => {
    const merged = mergeTags(parseTags(values.tags), suggestTags(values.title, values.body));
    change('tags', merged.join(', '));
  };

  const submit = async () => {
    if (!canSubmit) return;
    const parsed = postForm.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? '')] ??= issue.message;
      setErrors(found);
      return;
    }
    setSubmitting(true);
    setOutcome({ kind: 'none' });
    try {
      await submitPost(parsed.data);
      setValues(EMPTY);
      setOutcome({ kind: 'success' });
      onSubmitted();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(Object.fromEntries(Object.entries(byField).map(([path, message]) => [path.split('.')[0], message])));
      setOutcome({ kind: 'error', message: submitErrorOf(error) });
    } finally {
      setSubmitting(false);
    }
  };

  const reset = () => setOutcome({ kind: 'none' });

  return { values, errors, submitting, outcome, canSubmit, change, blur, autoSuggest, submit, reset };
}
