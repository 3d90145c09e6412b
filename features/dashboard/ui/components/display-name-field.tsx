// The optional display name (the name shown on bulletin posts and toolkit credits instead of anything from the
// e-mail), with its inline error; shared by the onboarding wizard and the edit-profile panel.
import { useId } from 'react';
import {
  DEFAULT_DISPLAY_NAME,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  displayNameInput,
} from '@quadkit/core/shared/display-name';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { translator } from '@quadkit/core/shared/i18n/translate';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { Field } from '@quadkit/core/ui/text-field';
import { profileFormMessages } from './profile-form.messages';

type FormKey = keyof typeof profileFormMessages.en;

// The shared rule's refinements by their English message (the API answers those as they are), so the form can
// say them in the reader's language; a message not listed here is shown as the rule words it.
const REFINEMENTS: Record<string, FormKey> = {
  'A display name cannot contain control characters.': 'nameControl',
  'A display name cannot contain an e-mail address (or an @).': 'nameEmail',
  'A display name cannot contain a web address.': 'nameUrl',
};

/** The rule's first complaint about `value`, or null when it may be saved ('' clears the name). */
export function displayNameError(value: string, locale: Locale): string | null {
  const parsed = displayNameInput.safeParse(value);
  if (parsed.success) return null;
  const t = translator(profileFormMessages, locale);
  const issue = parsed.error.issues[0];
  if (!issue) return t('nameInvalid');
  if (issue.code === 'too_small') return t('nameTooShort', { min: DISPLAY_NAME_MIN });
  if (issue.code === 'too_big') return t('nameTooLong', { max: DISPLAY_NAME_MAX });
  const key = REFINEMENTS[issue.message];
  return key ? t(key) : issue.message;
}

interface DisplayNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

export function DisplayNameField({ value, onChange, error }: DisplayNameFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const t = useMessages(profileFormMessages);
  return (
    <Field id={inputId} label={t('displayName')}>
      <input
        id={inputId}
        className="input"
        type="text"
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX}
        placeholder={t('displayNamePlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="field__hint">
        {t('displayNameHint', { name: DEFAULT_DISPLAY_NAME })}
      </p>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Field>
  );
}
