// The free-text major input (at most MAJOR_MAX_LENGTH characters), shared by the onboarding wizard and the
// edit-profile panel.
import { useId } from 'react';
import { MAJOR_MAX_LENGTH } from '../../shared/profile-options';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { Field } from '@quadkit/core/ui/text-field';
import { profileFormMessages } from './profile-form.messages';

interface MajorFieldProps {
  value: string;
  onChange: (value: string) => void;
}

export function MajorField({ value, onChange }: MajorFieldProps) {
  const inputId = useId();
  const t = useMessages(profileFormMessages);
  return (
    <Field id={inputId} label={t('major')}>
      <input
        id={inputId}
        className="input"
        type="text"
        autoComplete="off"
        maxLength={MAJOR_MAX_LENGTH}
        placeholder={t('majorPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
