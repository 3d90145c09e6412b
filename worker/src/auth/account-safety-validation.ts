// zod schemas of the account-safety bodies: change password, forgot password, reset password.
import * as z from 'zod';
import { emailField } from './validation';

const passwordText = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .min(1, `${field} is required.`)
    .max(1024, `${field} is at most 1024 characters.`);

export const changePasswordBody = z.object({
  currentPassword: passwordText('The current password'),
  newPassword: passwordText('A new password'),
});

export const forgotPasswordBody = z.object({ email: emailField });

export const resetPasswordBody = z.object({
  token: z
    .string({ error: 'The reset link is incomplete. Open the link from the e-mail again.' })
    .regex(/^[\w-]{43}$/, 'The reset link is incomplete. Open the link from the e-mail again.'),
  password: passwordText('A new password'),
});
