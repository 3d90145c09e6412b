// The 'New password' field of the change and reset forms, with the password rules under it.
import { controlsMessages } from '@quadkit/core/ui/controls.messages';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { TextField } from '@quadkit/core/ui/text-field';
import { accountSafetyMessages } from './account-safety.messages';

export function NewPasswordField({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  const t = useMessages(accountSafetyMessages);
  const controls = useMessages(controlsMessages);
  return (
    <TextField
      label={t('newPassword')}
      type="password"
      autoComplete="new-password"
      required
      hint={controls('passwordRules')}
      value={value}
      onValueChange={onValueChange}
    />
  );
}
