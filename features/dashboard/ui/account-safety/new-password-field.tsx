// The 'New password' field of the change and reset forms, with the password rules under it.
import { PASSWORD_RULES_HINT, TextField } from '@quadkit/core/ui/text-field';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { accountSafetyMessages } from './account-safety.messages';

export function NewPasswordField({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  const t = useMessages(accountSafetyMessages);
  return (
    <TextField
      label={t('newPassword')}
      type="password"
      autoComplete="new-password"
      required
      hint={PASSWORD_RULES_HINT}
      value={value}
      onValueChange={onValueChange}
    />
  );
}
