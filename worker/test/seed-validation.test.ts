// A malformed entry in the catalog's data files stops the seed before it writes anything, with a message that
// names the file and the entry; each case copies the bundled files and breaks one entry.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ARTICLES } from '@quadkit/core/catalog/articles/index';
import { CATALOG_FILES, type CatalogFiles } from '@quadkit/core/catalog/catalog-files';
import { RESOURCE_FACTS } from '@quadkit/core/catalog/facts/index';
import { MAJOR_FIELDS } from '@quadkit/core/catalog/majors/fields';
import { MAJORS } from '@quadkit/core/catalog/majors/majors';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { STATIC_TOOLKITS } from '@quadkit/core/catalog/toolkits';
import { catalogProblems } from '@quadkit/core/catalog/validate-catalog';
import { createDb } from '@quadkit/core/server/db';
import { catalogFrom } from '../src/seed/catalog-rows';
import { seedCatalog } from '../src/seed/seed-catalog';

type Entry = Record<string, unknown>;

/** A deep copy of the bundled files with `change` applied to the entry at `index` of the resource file `file`. */
function withBrokenResource(file: string, index: number, change: (entry: Entry) => void): CatalogFiles {
  const files = structuredClone(CATALOG_FILES) as CatalogFiles;
  const found = files.resources.find(([name]) => name === file);
  if (!found) throw new Error(`no resource file ${file}`);
  change(found[1][index] as Entry);
  return files;
}

const title = async (id: string) =>
  (await env.DB.prepare('select title from resources where id = ?').bind(id).first<{ title: string }>())?.title;

describe('seeding a malformed catalog', () => {
  it('finds nothing wrong with the bundled files', () => {
    expect(catalogProblems(CATALOG_FILES)).toEqual([]);
  });

  it('seeds the very records the UI, search and API modules import', () => {
    expect(catalogFrom(CATALOG_FILES)).toEqual({
      resources: RESOURCES,
      facts: RESOURCE_FACTS,
      majorFields: MAJOR_FIELDS,
      majors: MAJORS,
      articles: ARTICLES,
      toolkits: STATIC_TOOLKITS,
    });
  });

  it.each([
    [
      'a missing field',
      (e: Entry) => {
        delete e.url;
      },
      "data/resources/writing.json: entry 'grammarly' (#1): url: is missing",
    ],
    [
      'a URL that is not https',
      (e: Entry) => {
        e.url = 'http://www.grammarly.com';
      },
      "data/resources/writing.json: entry 'grammarly' (#1): url: must be an https URL",
    ],
    [
      'an unknown category',
      (e: Entry) => {
        e.category = 'spelling';
      },
      "data/resources/writing.json: entry 'grammarly' (#1): category: must be one of the category slugs",
    ],
    [
      'an id another file already has',
      (e: Entry) => {
        e.id = 'notion';
      },
      "data/resources/writing.json: entry 'notion' (#1): duplicate resource id, first listed at data/resources/student-perks.json",
    ],
  ])('refuses %s, naming the file and entry, and writes nothing', async (_case, change, message) => {
    const before = await title('grammarly');
    const files = withBrokenResource('data/resources/writing.json', 0, (entry) => {
      change(entry);
      entry.title = 'Changed by a bad seed';
    });
    await expect(seedCatalog(createDb(env.DB), files)).rejects.toThrow(message);
    expect(await title('grammarly')).toBe(before);
  });

  it('names a major that lists a resource the catalog lacks', () => {
    const files = structuredClone(CATALOG_FILES) as CatalogFiles;
    ((files.majors[1][0] as Entry).resourceIds as string[]).push('no-such-tool');
    expect(catalogProblems(files)).toEqual([
      "data/majors.json: entry 'computer-science' (#1): resourceIds: 'no-such-tool' is no resource id of the catalog",
    ]);
  });

  describe('names of the vocabulary in Spanish and Chinese', () => {
    /** A deep copy of the bundled files with `change` applied to the names of data/i18n/<locale>.json. */
    function withNames(locale: 'es' | 'zh', change: (names: Record<string, Record<string, unknown>>) => void) {
      const files = structuredClone(CATALOG_FILES) as CatalogFiles;
      const found = files.taxonomyNames.find(([file]) => file === `data/i18n/${locale}.json`);
      if (!found) throw new Error(`no names file for ${locale}`);
      change(found[1] as Record<string, Record<string, unknown>>);
      return files;
    }

    it.each([
      ['category', 'Student Perks'],
      ['field', 'Business & Management'],
      ['major', 'Computer Science'],
      ['tag', 'Student Discount'],
      ['tag', 'All Scholarships'],
      // An article's tag (the home page and the board show them).
      ['tag', 'Study Tips'],
      ['region', 'Nationwide/Online'],
    ])('names a %s the Chinese file does not name (%s)', (kind, name) => {
      const files = withNames('zh', (names) => {
        delete names[kind]?.[name];
      });
      expect(catalogProblems(files)).toEqual([`data/i18n/zh.json: ${kind}: '${name}' has no name here; add one`]);
    });

    it('names a new resource tag that neither language names yet', () => {
      const files = withBrokenResource('data/resources/writing.json', 0, (entry) => {
        (entry.tags as string[]).push('Grammar');
      });
      expect(catalogProblems(files)).toEqual([
        "data/i18n/es.json: tag: 'Grammar' has no name here; add one",
        "data/i18n/zh.json: tag: 'Grammar' has no name here; add one",
      ]);
    });

    it('names a Spanish name for a major the catalog no longer has', () => {
      const files = withNames('es', (names) => {
        names.major = { ...names.major, 'Underwater Basket Weaving': 'Cestería subacuática' };
      });
      expect(catalogProblems(files)).toEqual([
        "data/i18n/es.json: major: 'Underwater Basket Weaving' is no major of the catalog; remove or rename it",
      ]);
    });

    it('refuses a blank name', () => {
      const files = withNames('es', (names) => {
        names.category = { ...names.category, Research: ' ' };
      });
      expect(catalogProblems(files)).toEqual(['data/i18n/es.json: category.Research: must not be empty']);
    });
  });

  it('names an article whose front matter credits an unknown author', () => {
    const files = structuredClone(CATALOG_FILES) as CatalogFiles;
    const article = files.articles.find((a) => a.id === 'internship-guide');
    if (!article) throw new Error('no internship-guide article');
    article.fields.author = 'someone-else';
    expect(catalogProblems(files)).toEqual([
      "data/articles/internship-guide.md: entry 'internship-guide' (#1): author: must be one of maya-okafor, daniel-reyes, quadkit-editorial",
    ]);
  });
});
