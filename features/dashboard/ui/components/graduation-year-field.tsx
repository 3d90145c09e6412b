// The graduation-year input with its bounds (current year .. +10) and inline error, shared by the
// onboarding wizard and the edit-profile panel.
import { useId } from 'react';
import { graduationYearBounds } from '../graduation-year';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { Field } from '@quadkit/core/ui/text-field';
import { profileFormMessages } from './profile-form.messages';

interface GraduationYearFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  required?: boolean;
  placeholder?: string;
}

export function GraduationYearField({ value, onChange, error, required, placeholder }: GraduationYearFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const { min, max } = graduationYearBounds();
  const t = useMessages(profileFormMessages);
  return (
    <Field id={inputId} label={t('graduationYear')}>
      <input
        id={inputId}
        className="input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required={required}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Field>
  );
}
