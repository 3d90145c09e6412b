// Graduation year rules shared by the onboarding wizard and the profile form (docs/product.md#rules-and-messages): a whole
// number from the current year to ten years on; onboarding starts at four years on.
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { translator } from '@quadkit/core/shared/i18n/translate';
import { GRADUATION_YEARS_AHEAD } from '../shared/profile-options';
import { profileFormMessages } from './components/profile-form.messages';

export function graduationYearBounds(now = new Date()): { min: number; max: number } {
  const min = now.getFullYear();
  return { min, max: min + GRADUATION_YEARS_AHEAD };
}

export const defaultGraduationYear = (now = new Date()): number => now.getFullYear() + 4;

/** The problem with a typed year, or null when it is a whole year within the bounds. */
export function graduationYearError(value: string, locale: Locale, now = new Date()): string | null {
  const { min, max } = graduationYearBounds(now);
  const year = Number(value);
  if (value.trim() === '' || !Number.isInteger(year) || year < min || year > max) {
    // Years as digits in every language (no thousands separator).
    return translator(profileFormMessages, locale)('yearRange', { min, max });
  }
  return null;
}
