// Each language's names for the catalog's vocabulary (data/i18n/*.json): the right shape, a name for every
// category, field, major, tag and region the catalog shows, and none for one it no longer has (a stale name hides
// a rename).
import * as z from 'zod';
import { CATEGORIES } from './categories';
import { REGIONS } from './regions';
import { articleTags } from './articles/front-matter';
import type { CatalogFiles } from './catalog-files';
import { HIGHLIGHT_TAGS, SCHOLARSHIP_FILTERS, SEARCH_TAG_FILTERS } from './tags';

const text = z.string().trim().min(1, 'must not be empty');
const names = z.record(text, text);
const namesFile = z.strictObject({ category: names, tag: names, field: names, major: names, region: names });

type Kind = keyof z.infer<typeof namesFile>;

const namesOf = (entries: readonly unknown[], field: string): string[] =>
  entries.flatMap((entry) => {
    const value = (entry as Record<string, unknown> | null)?.[field];
    return typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
  });

/** Every English name a student may see, per kind: the tags of the resource files, the articles and the filters. */
function vocabulary(files: CatalogFiles): Record<Kind, Set<string>> {
  return {
    category: new Set(CATEGORIES.map((c) => c.name)),
    field: new Set(namesOf(files.majorFields[1], 'name')),
    major: new Set(namesOf(files.majors[1], 'name')),
    region: new Set(REGIONS.map((r) => r.name)),
    tag: new Set([
      ...files.resources.flatMap(([, entries]) => namesOf(entries, 'tags')),
      ...files.articles.flatMap((article) => articleTags(article.fields)),
      ...HIGHLIGHT_TAGS,
      ...SEARCH_TAG_FILTERS,
      ...SCHOLARSHIP_FILTERS.flatMap((filter) => [filter.name, filter.tag]),
    ]),
  };
}

export function taxonomyNameProblems(files: CatalogFiles): string[] {
  const used = vocabulary(files);
  return files.taxonomyNames.flatMap(([file, table]) => {
    const parsed = namesFile.safeParse(table);
    if (!parsed.success) {
      return parsed.error.issues.map((issue) => `${file}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    }
    return (Object.keys(used) as Kind[]).flatMap((kind) => {
      const named = parsed.data[kind];
      return [
        ...[...used[kind]]
          .filter((name) => !Object.hasOwn(named, name))
          .map((name) => `${file}: ${kind}: '${name}' has no name here; add one`),
        ...Object.keys(named)
          .filter((name) => !used[kind].has(name))
          .map((name) => `${file}: ${kind}: '${name}' is no ${kind} of the catalog; remove or rename it`),
      ];
    });
  });
}
