// The password rules a new password must meet, each broken rule answered with a reason a person can fix.
import { ApiError } from '@quadkit/core/server/errors';
import type { WeakPasswordErrorBody } from '@quadkit/core/shared/auth-responses';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Every rule the password breaks; empty when it is acceptable. `email` is already normalised. */
export function passwordWeaknesses(password: string, email: string): string[] {
  const reasons: string[] = [];
  // Counted in characters (code points), not UTF-16 units, so an emoji counts once.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) reasons.push(`Password should be at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (length > PASSWORD_MAX_LENGTH) reasons.push(`Password should be at most ${PASSWORD_MAX_LENGTH} characters.`);
  if (/^\p{L}+$/u.test(password)) reasons.push('Password should not be only letters; add a digit or a symbol.');
  if (/^\p{Nd}+$/u.test(password)) reasons.push('Password should not be only digits; add a letter or a symbol.');
  if (password.trim().toLowerCase() === email) reasons.push('Password should not be your e-mail address.');
  return reasons;
}

export class WeakPasswordError extends ApiError {
  readonly reasons: string[];

  constructor(reasons: string[]) {
    super(400, 'weak_password', `Password is too weak. ${reasons.join(' ')}`);
    this.reasons = reasons;
  }

  override toBody(): WeakPasswordErrorBody {
    return { error: { code: 'weak_password', message: this.message, reasons: this.reasons } };
  }
}

export function assertStrongPassword(password: string, email: string): void {
  const reasons = passwordWeaknesses(password, email);
  if (reasons.length > 0) throw new WeakPasswordError(reasons);
}
