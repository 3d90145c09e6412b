// The editor's state and submit: values checked with the shared zod schema first (the spec's messages,
// inline), then POST or PUT; the API's answer, good or bad, becomes a toast and, for a save, the toolkit page.
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@quadkit/core/ui/session-atoms';
import { useToast } from '@quadkit/core/ui/toasts';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { createToolkitBody } from '../../shared/toolkit-input';
import { myToolkitsChanged } from '../data/my-toolkits';
import { createToolkit, updateToolkit } from '../data/toolkit-api';
import { rememberToolkit } from '../data/toolkit-cache';
import { fieldErrorsOf, serverErrorsOf, type FormErrors } from './form-errors';
import { editorMessages } from './messages';
import { ruleMessages } from '../../shared/rules.messages';
import { bodyOf, type ToolkitValues } from './toolkit-values';

/** Where the cursor goes when a field is wrong, in the form's order. */
export const FIELD_IDS = {
  title: 'toolkit-title',
  description: 'toolkit-description',
  emoji: 'toolkit-emoji',
  resourceIds: 'toolkit-resource-search',
} as const;

interface Options {
  /** undefined when creating. */
  toolkitId: string | undefined;
  initial: ToolkitValues;
  user: SessionUser;
}

const check = (values: ToolkitValues, isAdmin: boolean) => createToolkitBody.safeParse(bodyOf(values, isAdmin));

export function useToolkitForm({ toolkitId, initial, user }: Options) {
  const creating = toolkitId === undefined;
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  const t = useMessages(editorMessages);
  const rules = useMessages(ruleMessages);

  // After the first submit the messages follow the values as they are corrected.
  const clientErrors = useMemo(() => {
    if (!submitted) return {};
    const parsed = check(values, user.isAdmin);
    return parsed.success ? {} : fieldErrorsOf(parsed.error, rules);
  }, [submitted, values, user.isAdmin, rules]);

  const update = (changes: Partial<ToolkitValues>) => {
    setValues((previous) => ({ ...previous, ...changes }));
    setServerErrors({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setServerErrors({});
    const parsed = check(values, user.isAdmin);
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error, rules);
      const first = (Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[]).find((field) => errors[field]);
      if (first) requestAnimationFrame(() => document.getElementById(FIELD_IDS[first])?.focus());
      return;
    }
    // Only an admin's editor sends isFeatured; the parsed body (trimmed, palette emoji) is what is saved.
    const { isFeatured, ...rest } = parsed.data;
    const body = user.isAdmin ? { ...rest, isFeatured } : rest;
    setSaving(true);
    try {
      const toolkit = creating ? await createToolkit(body) : await updateToolkit(toolkitId, body);
      rememberToolkit(toolkit);
      myToolkitsChanged();
      toast.success(t(creating ? 'created' : 'updated'));
      void navigate(`/toolkit/${encodeURIComponent(toolkit.id)}`);
    } catch (error) {
      console.error(creating ? 'Creating the toolkit failed' : 'Updating the toolkit failed', error);
      const failed = t(creating ? 'createFailed' : 'updateFailed');
      setServerErrors(serverErrorsOf(error, failed, rules));
      toast.error(failed);
      setSaving(false);
    }
  };

  return { values, update, errors: { ...clientErrors, ...serverErrors } as FormErrors, saving, submit, creating };
}
