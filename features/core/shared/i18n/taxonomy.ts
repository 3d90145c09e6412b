// Names of the catalog's vocabulary (categories, tags, fields of study, majors) in the reader's language. The
// catalog stores English names; each language registers a table per kind ('catalog.category', 'catalog.tag',
// 'catalog.field', 'catalog.major') keyed by the English name. A name a table lacks stays English.
import type { Locale } from './locales';
import { pseudoLocalized, registeredTable } from './translate';

export type TaxonomyKind = 'category' | 'tag' | 'field' | 'major';

export const taxonomyTableId = (kind: TaxonomyKind) => `catalog.${kind}`;

export function taxonomyName(locale: Locale, kind: TaxonomyKind, english: string): string {
  if (locale === 'en') return english;
  if (locale === 'en-XA' || locale === 'ar-XB') return pseudoLocalized(locale, english);
  const translated = registeredTable(locale, taxonomyTableId(kind))?.[english];
  return typeof translated === 'string' ? translated : english;
}
