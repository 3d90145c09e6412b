// The built-in catalog (features/core/catalog, its data files validated first) as table rows, ready to upsert.
import { articlesFrom } from '@quadkit/core/catalog/articles/index';
import type { CatalogFiles } from '@quadkit/core/catalog/catalog-files';
import { CATEGORIES } from '@quadkit/core/catalog/categories';
import { CATEGORY_TABLES } from '@quadkit/core/catalog/category-tables';
import { CATALOG_ELIGIBILITY } from '@quadkit/core/catalog/eligibility/catalog-eligibility';
import { factsFrom } from '@quadkit/core/catalog/facts/index';
import { majorsFrom } from '@quadkit/core/catalog/majors/majors';
import { resourcesFrom } from '@quadkit/core/catalog/resources/index';
import type { Article, Major, MajorField, Resource, StaticToolkit } from '@quadkit/core/catalog/types';
import type { FactsTable } from '@quadkit/core/catalog/facts/types';
import { assertValidCatalog } from '@quadkit/core/catalog/validate-catalog';
import type * as schema from '@quadkit/core/server/schema';
import type { toolkitResources, toolkits } from '@quadkit/toolkits/schema';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The catalog's records, read from its data files. */
export interface Catalog {
  resources: readonly Resource[];
  facts: FactsTable;
  majorFields: readonly MajorField[];
  majors: readonly Major[];
  articles: readonly Article[];
  toolkits: readonly StaticToolkit[];
}

/** Validates the files (throwing with every problem, each naming its file and entry) and reads them as records. */
export function catalogFrom(files: CatalogFiles): Catalog {
  assertValidCatalog(files);
  const resources = resourcesFrom(files.resources);
  return {
    resources,
    facts: factsFrom(files.facts),
    majorFields: files.majorFields[1] as readonly MajorField[],
    majors: majorsFrom(files.majors[1] as readonly Major[], resources),
    articles: articlesFrom(files.articles),
    toolkits: files.toolkits[1] as readonly StaticToolkit[],
  };
}

export const categoryRows = (): Insert<typeof schema.categories>[] =>
  CATEGORIES.map((c, position) => ({ slug: c.slug, name: c.name, tableName: CATEGORY_TABLES[c.slug], position }));

export const resourceRows = (c: Catalog): Insert<typeof schema.resources>[] =>
  c.resources.map((r, position) => resourceRow(r, c.facts[r.id], position));

function resourceRow(
  r: Resource,
  facts: FactsTable[string] | undefined,
  position: number,
): Insert<typeof schema.resources> {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    tags: [...r.tags],
    url: r.url,
    image: r.image,
    region: r.region ?? null,
    lastVerified: r.lastVerified ?? null,
    eligibility: CATALOG_ELIGIBILITY[r.id] ?? null,
    access: facts ? [...facts.access] : null,
    about: facts?.about ?? null,
    position,
  };
}

export const majorFieldRows = (c: Catalog): Insert<typeof schema.majorFields>[] =>
  c.majorFields.map((f, position) => ({ id: f.id, name: f.name, position }));

export const majorRows = (c: Catalog): Insert<typeof schema.majors>[] =>
  c.majors.map((m, position) => ({ id: m.id, name: m.name, position }));

export const majorFieldLinkRows = (c: Catalog): Insert<typeof schema.majorFieldLinks>[] =>
  c.majors.flatMap((m) => m.fields.map((fieldId) => ({ majorId: m.id, fieldId })));

export const majorResourceRows = (c: Catalog): Insert<typeof schema.majorResources>[] =>
  c.majors.flatMap((m) => m.resourceIds.map((resourceId, position) => ({ majorId: m.id, resourceId, position })));

export const articleRows = (c: Catalog): Insert<typeof schema.articles>[] =>
  c.articles.map((a, position) => ({
    id: a.id,
    title: a.title,
    snippet: a.snippet,
    content: a.content,
    image: a.image,
    tags: [...a.tags],
    date: a.date,
    readTime: a.readTime,
    authorName: a.author.name,
    authorAvatar: a.author.avatar,
    position,
  }));

/** Built-in toolkits have no owner; featured so they lead the public list. */
export const toolkitRows = (c: Catalog): Insert<typeof toolkits>[] =>
  c.toolkits.map((t, i) => ({
    id: t.id,
    userId: null,
    title: t.title,
    description: t.description,
    emoji: t.emoji,
    visibility: 'public',
    isFeatured: true,
    // Fixed creation times keep the seven in catalog order under "featured first, then newest".
    createdAt: new Date(Date.UTC(2025, 0, 1) - i * 60_000),
  }));

export const toolkitResourceRows = (c: Catalog): Insert<typeof toolkitResources>[] =>
  c.toolkits.flatMap((t) => t.tools.map((resourceId, position) => ({ toolkitId: t.id, resourceId, position })));

export const builtInToolkitIds = (c: Catalog): string[] => c.toolkits.map((t) => t.id);
export const catalogMajorIds = (c: Catalog): string[] => c.majors.map((m) => m.id);
