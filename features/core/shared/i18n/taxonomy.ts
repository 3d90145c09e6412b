// Names of the catalog's vocabulary (categories, tags, fields of study, majors, regions) in the reader's language.
// The catalog stores English names; each language registers a table per kind ('catalog.category', 'catalog.tag',
// 'catalog.field', 'catalog.major', 'catalog.region') keyed by the English name. A name a table lacks stays English.
// Countries need no table: countryName(code, locale) asks Intl for the reader's name.
import type { Locale } from './locales';
import { accentText } from './pseudo';
import { registeredTable } from './translate';

export type TaxonomyKind = 'category' | 'tag' | 'field' | 'major' | 'region';

export const taxonomyTableId = (kind: TaxonomyKind) => `catalog.${kind}`;

export function taxonomyName(locale: Locale, kind: TaxonomyKind, english: string): string {
  if (locale === 'en' || locale === 'ar-XB') return english;
  if (locale === 'en-XA') return accentText(english);
  const translated = registeredTable(locale, taxonomyTableId(kind))?.[english];
  return typeof translated === 'string' ? translated : english;
}
