// The free-text major input (at most MAJOR_MAX_LENGTH characters), shared by the onboarding wizard and the
// edit-profile panel.
import { useId } from 'react';
import { MAJOR_MAX_LENGTH } from '../../shared/profile-options';
import { Field } from '@quadkit/core/ui/text-field';

interface MajorFieldProps {
  value: string;
  onChange: (value: string) => void;
}

export function MajorField({ value, onChange }: MajorFieldProps) {
  const inputId = useId();
  return (
    <Field id={inputId} label="Major">
      <input
        id={inputId}
        className="input"
        type="text"
        autoComplete="off"
        maxLength={MAJOR_MAX_LENGTH}
        placeholder="e.g. Computer Science"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
