// The password rules a new password must meet, each broken rule answered with a reason a person can fix:
// a length (8-128 characters), not only letters or digits, at least 5 different characters, not the e-mail, and
// not one of the 10,000 most common passwords (shipped with the code). Passwords are NFKC-normalised first.
import { ApiError } from '@quadkit/core/server/errors';
import type { WeakPasswordErrorBody } from '@quadkit/core/shared/auth-responses';
import { COMMON_PASSWORDS_TEXT } from './data/common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_DISTINCT = 5;

/** The rule as the sign-up form shows it (kept in one place with the rules themselves). */
export const PASSWORD_RULE_TEXT =
  'At least 8 characters, not only letters or digits, and not a common password like "password1".';

let common: Set<string> | undefined;
/** Built on first use, so a worker that never checks a new password never pays for the set. */
export const isCommonPassword = (password: string): boolean => {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common.has(password.toLowerCase());
};

/**
 * NFKC: the same password typed on two keyboards (full-width digits, composed accents) is one password.
 * Applied before hashing and before verifying, so hashes made before normalisation still verify for every
 * password that NFKC leaves unchanged (nearly all), and the rest verify through the raw fallback in sign-in.
 */
export const normalizePassword = (password: string): string => password.normalize('NFKC');

/** Every rule the password breaks; empty when it is acceptable. `email` is already normalised. */
export function passwordWeaknesses(raw: string, email: string): string[] {
  const password = normalizePassword(raw);
  const reasons: string[] = [];
  // Counted in characters (code points), not UTF-16 units, so an emoji counts once.
  const chars = [...password];
  const length = chars.length;
  if (length < PASSWORD_MIN_LENGTH) reasons.push(`Password should be at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (length > PASSWORD_MAX_LENGTH) reasons.push(`Password should be at most ${PASSWORD_MAX_LENGTH} characters.`);
  if (/^\p{L}+$/u.test(password)) reasons.push('Password should not be only letters; add a digit or a symbol.');
  if (/^\p{Nd}+$/u.test(password)) reasons.push('Password should not be only digits; add a letter or a symbol.');
  if (password.trim().toLowerCase() === email) reasons.push('Password should not be your e-mail address.');
  // The content rules below only speak once the length is right, so a short password gets one clear reason.
  if (reasons.length > 0 || length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return reasons;
  if (new Set(chars).size < PASSWORD_MIN_DISTINCT) {
    reasons.push(`Password should use at least ${PASSWORD_MIN_DISTINCT} different characters.`);
  } else if (isCommonPassword(password)) {
    reasons.push('Password is one of the most common passwords; choose one that is harder to guess.');
  }
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
