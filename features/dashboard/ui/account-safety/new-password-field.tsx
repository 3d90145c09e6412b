// The 'New password' field of the change and reset forms, with the password rules under it.
import { PASSWORD_RULES_HINT, TextField } from '@quadkit/core/ui/text-field';

export function NewPasswordField({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  return (
    <TextField
      label="New password"
      type="password"
      autoComplete="new-password"
      required
      hint={PASSWORD_RULES_HINT}
      value={value}
      onValueChange={onValueChange}
    />
  );
}
