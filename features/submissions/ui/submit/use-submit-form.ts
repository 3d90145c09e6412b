// State of the Submit a Resource form: values, field errors from the shared schema (checked in the browser
// first, then by the API), and the spec's success or error banner.
import { useState } from 'react';
import { fieldErrorsOf } from '@quadkit/core/ui/api-client';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { SUBMISSION_MESSAGES, submitResourceBody, type SubmissionCategory } from '../../shared/submission-input';
import type { PossibleDuplicate } from '../../shared/possible-duplicate';
import { submissionsClient } from '../data/client';

export interface SubmitValues {
  name: string;
  url: string;
  description: string;
  category: SubmissionCategory | '';
  email: string;
  /** The honeypot: hidden from people, so only bots fill it. */
  website: string;
}

export const EMPTY_VALUES: SubmitValues = { name: '', url: '', description: '', category: '', email: '', website: '' };

export type Outcome =
  | { kind: 'success'; possibleDuplicate?: PossibleDuplicate }
  | { kind: 'error'; message: string }
  | null;

export function useSubmitForm() {
  const [values, setValues] = useState<SubmitValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: keyof SubmitValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async () => {
    setOutcome(null);
    const parsed = submitResourceBody.safeParse(values);
    if (!parsed.success) {
      const local: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (!(field in local)) local[field] = issue.message;
      }
      setErrors(local);
      return;
    }
    setBusy(true);
    try {
      const answer = await unwrap(
        submissionsClient()['resource-submissions'].$post({ json: { ...values, category: parsed.data.category } }),
      );
      setValues(EMPTY_VALUES);
      setErrors({});
      const looksLike = 'possibleDuplicate' in answer ? answer.possibleDuplicate : undefined;
      setOutcome(looksLike ? { kind: 'success', possibleDuplicate: looksLike } : { kind: 'success' });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      // docs/product.md#when-something-fails: the error's message, or 'An unexpected error occurred.'
      setOutcome({ kind: 'error', message: messageOf(error, SUBMISSION_MESSAGES.error) });
    } finally {
      setBusy(false);
    }
  };

  return { values, errors, outcome, busy, change, submit };
}
