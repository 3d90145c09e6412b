// The optional display name (the name shown on bulletin posts and toolkit credits instead of anything from the
// e-mail), with its inline error; shared by the onboarding wizard and the edit-profile panel.
import { useId } from 'react';
import { DEFAULT_DISPLAY_NAME, DISPLAY_NAME_MAX, displayNameInput } from '@quadkit/core/shared/display-name';
import { Field } from '@quadkit/core/ui/text-field';

/** The rule's first complaint about `value`, or null when it may be saved ('' clears the name). */
export function displayNameError(value: string): string | null {
  const parsed = displayNameInput.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This display name cannot be used.');
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
  return (
    <Field id={inputId} label="Display name (optional)">
      <input
        id={inputId}
        className="input"
        type="text"
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX}
        placeholder="e.g. Ada L."
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="field__hint">
        Shown on your bulletin posts and toolkit credits; without one they say '{DEFAULT_DISPLAY_NAME}'. Never your
        e-mail.
      </p>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Field>
  );
}
