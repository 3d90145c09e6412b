// Names of the catalog's vocabulary (categories, tags, fields of study, majors, regions) in the reader's language.
// The catalog stores English names; each language registers a table per kind ('catalog.category', 'catalog.tag',
// 'catalog.field', 'catalog.major', 'catalog.region') keyed by the English name. A name a table lacks stays English.
// Countries are keyed by code, not English name: shared/i18n/country-names.ts reads their 'catalog.country' table.
import type { Locale } from './locales';
import type { LocaleTables, Messages } from './messages';
import { pseudoLocalized, registeredText } from './translate';

export const TAXONOMY_KINDS = ['category', 'tag', 'field', 'major', 'region'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

export const taxonomyTableId = (kind: TaxonomyKind) => `catalog.${kind}`;

/** One language's names (catalog/data/i18n/<locale>.json) as the tables its aggregator registers. */
export const taxonomyTables = (names: Record<TaxonomyKind, Messages>): LocaleTables =>
  Object.fromEntries(TAXONOMY_KINDS.map((kind) => [taxonomyTableId(kind), names[kind]]));

export function taxonomyName(locale: Locale, kind: TaxonomyKind, english: string): string {
  if (locale === 'en') return english;
  if (locale === 'en-XA' || locale === 'ar-XB') return pseudoLocalized(locale, english);
  const translated = registeredText(locale, taxonomyTableId(kind), english);
  return typeof translated === 'string' ? translated : english;
}
