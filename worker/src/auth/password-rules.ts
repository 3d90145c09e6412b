// The password rules a new password must meet, each broken rule answered with a reason a person can fix:
// a length (8-128 characters), not only letters or digits, at least 5 different characters, not the e-mail, not
// one of the 10,000 most common passwords (shipped with the code) nor one with digits or symbols around it, also
// spelled with look-alikes (P@ssw0rd1), and not built only from the site's name, 'student' or the e-mail's parts.
// Passwords are NFKC-normalised first; the checks compare the trimmed, lower-case text.
import { ApiError } from '@quadkit/core/server/errors';
import type { WeakPasswordErrorBody } from '@quadkit/core/shared/auth-responses';
// The 10,000 most common passwords of 8 or more characters (lower-case, NFKC), most common first, one a line: the
// first 10,000 distinct entries of 8+ characters of @zxcvbn-ts/language-common 4.1.3's passwords.json (MIT:
// Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc.; Copyright (c) 2021 @zxcvbn-ts). Shorter ones are left out
// because the length rule already refuses them. A text module: no JavaScript to parse when the worker starts.
import COMMON_PASSWORDS_TEXT from './data/common-passwords.txt';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_DISTINCT = 5;

/** The rule as the sign-up form shows it (kept in one place with the rules themselves). */
export const PASSWORD_RULE_TEXT =
  'At least 8 characters, not only letters or digits, and not a common password like "password1".';

/** Words anyone would try first against a Quadkit account, whoever it belongs to. */
const SITE_WORDS = ['quadkit', 'student'];
/** A core shorter than this ("abc" of "abc12345") is not worth refusing on its own. */
const MIN_CORE_LENGTH = 4;

/** The digits and symbols people put around a word: what is left without them is the word they chose. */
const core = (text: string): string => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/** Look-alike characters spelled back into letters (only inside a core, where they stand for letters). */
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
};
const unleet = (text: string): string => text.replace(/[@431!0$57+]/g, (ch) => LEET[ch] ?? ch);

let common: Set<string> | undefined;
let commonCores: Set<string> | undefined;
/** Built on first use, so a worker that never checks a new password never pays for the sets. */
function commonSets(): { common: Set<string>; cores: Set<string> } {
  common ??= new Set(COMMON_PASSWORDS_TEXT.trimEnd().split('\n'));
  commonCores ??= new Set([...common].map(core).filter((word) => word.length >= MIN_CORE_LENGTH));
  return { common, cores: commonCores };
}

/** Whether the password, trimmed and lower-case, is on the list as typed or spelled without look-alikes. */
export const isCommonPassword = (password: string): boolean => {
  const text = password.trim().toLowerCase();
  const { common } = commonSets();
  const plain = core(text);
  const spelled = text.replace(plain, unleet(plain));
  return common.has(text) || common.has(spelled);
};

/** Whether it is a common password's word with only digits or symbols around it (Summer2024!, letmein12). */
const isCommonWithExtras = (password: string): boolean => {
  const word = unleet(core(password.trim().toLowerCase()));
  return word.length >= MIN_CORE_LENGTH && commonSets().cores.has(word);
};

/** The site's words and the e-mail's: the whole local part, its pieces and the domain's names (not the TLD). */
function contextWords(email: string): string[] {
  const [local = '', domain = ''] = email.split('@');
  const labels = domain.split('.').slice(0, -1);
  const pieces = [local, ...local.split(/[^\p{L}\p{Nd}]+/u), ...local.split(/[^\p{L}]+/u), ...labels];
  const words = new Set([...SITE_WORDS, ...pieces.filter((piece) => piece.length >= 3)]);
  return [...words].sort((a, b) => b.length - a.length);
}

/** Whether nothing but context words, digits and symbols is left (quadkit2026, student123, alice.smith1!). */
const isBuiltFromContext = (password: string, email: string): boolean => {
  const text = password.trim().toLowerCase();
  const plain = core(text);
  const words = contextWords(email);
  return [text, text.replace(plain, unleet(plain))].some((candidate) => {
    let rest = candidate;
    for (const word of words) rest = rest.split(word).join(' ');
    return rest !== candidate && /^[^\p{L}]*$/u.test(rest);
  });
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
  } else if (isBuiltFromContext(password, email)) {
    reasons.push(
      'Password should not be built from your e-mail address, "Quadkit" or "student"; add words of your own.',
    );
  } else if (isCommonWithExtras(password)) {
    reasons.push('Password is a common password with digits or symbols added; choose one that is harder to guess.');
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
