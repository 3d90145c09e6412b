// CLDR plural categories for Quadkit's languages, written out: Intl.PluralRules would load ICU's data on a
// page's first render (see plain-format.ts). Counts are whole numbers everywhere in the product.
import type { Locale } from './locales';

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

export function pluralCategory(locale: Locale, count: number): PluralCategory {
  const n = Math.abs(count);
  switch (locale) {
    case 'zh':
      return 'other';
    case 'es':
      // CLDR: 1 → one; a non-zero multiple of a million ('1 millón de…') → many.
      if (n === 1) return 'one';
      return n !== 0 && n % 1_000_000 === 0 ? 'many' : 'other';
    case 'ar-XB':
    case 'en-XA':
    case 'en':
      return n === 1 ? 'one' : 'other';
  }
}
