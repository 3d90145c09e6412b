// The bundled catalog as its data files hold it (data/), each part with its file's path: what the seed validates
// and turns into rows, and what a test can copy with one bad entry to see validation name it.
import type { ArticleFile } from './articles/front-matter';
import { ARTICLE_FILES } from './articles/index';
import { FACTS_FILES } from './facts/index';
import { MAJOR_FIELDS_FILE } from './majors/fields';
import { MAJORS_FILE } from './majors/majors';
import { RESOURCE_FILES } from './resources/index';
import { TAXONOMY_NAME_FILES } from './taxonomy-names';
import { TOOLKITS_FILE } from './toolkits';

type Entries = readonly unknown[];

export interface CatalogFiles {
  resources: readonly (readonly [file: string, entries: Entries])[];
  facts: readonly (readonly [file: string, table: Readonly<Record<string, unknown>>])[];
  majorFields: readonly [file: string, entries: Entries];
  majors: readonly [file: string, entries: Entries];
  toolkits: readonly [file: string, entries: Entries];
  articles: readonly ArticleFile[];
  /** Names of the vocabulary per language (data/i18n/<locale>.json). */
  taxonomyNames: readonly (readonly [file: string, table: unknown])[];
}

export const CATALOG_FILES: CatalogFiles = {
  resources: RESOURCE_FILES,
  facts: FACTS_FILES,
  majorFields: MAJOR_FIELDS_FILE,
  majors: MAJORS_FILE,
  toolkits: TOOLKITS_FILE,
  articles: ARTICLE_FILES,
  taxonomyNames: TAXONOMY_NAME_FILES,
};
