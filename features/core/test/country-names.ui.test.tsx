// The catalog's eligibility countries come with their names precomputed (English in the catalog, Spanish and
// Chinese as each language's 'catalog.country' table), so a resource page draws them without Intl.DisplayNames,
// whose first call loads ICU's data during hydration. The names are Intl's own, checked here against Node's.
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_TABLE_ID, countryName } from '@quadkit/core/shared/i18n/country-names';
import { isCountryCode } from '@quadkit/core/catalog/countries';
import { CATALOG_ELIGIBILITY } from '@quadkit/core/catalog/eligibility/catalog-eligibility';
import { LANGUAGE_TAG, LOCALES } from '@quadkit/core/shared/i18n/locales';
import { registerTranslations } from '@quadkit/core/shared/i18n/translate';
import en from '../catalog/data/i18n/countries.en.json';
import esTables from '../ui/translations/es';
import zhTables from '../ui/translations/zh';

const usedCodes = [
  ...new Set(
    Object.values(CATALOG_ELIGIBILITY).flatMap((rule) =>
      [...rule.regions, ...(rule.notIn ?? [])].filter(isCountryCode),
    ),
  ),
].sort();

const FILES = { en, es: esTables[COUNTRY_TABLE_ID], zh: zhTables[COUNTRY_TABLE_ID] };

beforeAll(() => {
  registerTranslations('es', esTables);
  registerTranslations('zh', zhTables);
});

describe('country names', () => {
  it.each(LOCALES)('has every eligibility country in %s, as Intl names it', (locale) => {
    const intl = new Intl.DisplayNames([LANGUAGE_TAG[locale]], { type: 'region' });
    const expected = Object.fromEntries(usedCodes.map((code) => [code, intl.of(code)]));
    // On failure, the expected value is the file's new content.
    expect(FILES[locale], `features/core/catalog/data/i18n/countries.${locale}.json`).toEqual(expected);
  });

  it('names a catalog country from its table, and any other country through Intl', () => {
    expect(countryName('US', 'zh')).toBe('美国');
    expect(countryName('DE', 'es')).toBe('Alemania');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('GB', 'en-XA')).toBe('United Kingdom');
    expect(countryName('JP', 'es')).toBe('Japón');
    expect(countryName('ZZZ', 'es')).toBe('ZZZ');
  });
});
