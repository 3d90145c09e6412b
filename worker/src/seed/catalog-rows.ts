// The built-in catalog (features/core/catalog) as table rows, ready to upsert.
import { CATEGORIES } from '@quadkit/core/catalog/categories';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { CATALOG_ELIGIBILITY } from '@quadkit/core/catalog/eligibility/catalog-eligibility';
import { RESOURCE_FACTS } from '@quadkit/core/catalog/facts/index';
import { MAJOR_FIELDS } from '@quadkit/core/catalog/majors/fields';
import { MAJORS } from '@quadkit/core/catalog/majors/majors';
import { ARTICLES } from '@quadkit/core/catalog/articles/index';
import { STATIC_TOOLKITS } from '@quadkit/core/catalog/toolkits';
import type * as schema from '@quadkit/core/server/schema';
import type { toolkitResources, toolkits } from '@quadkit/toolkits/schema';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export const categoryRows = (): Insert<typeof schema.categories>[] =>
  CATEGORIES.map((c, position) => ({ slug: c.slug, name: c.name, tableName: c.tableName, position }));

export const resourceRows = (): Insert<typeof schema.resources>[] =>
  RESOURCES.map((r, position) => resourceRow(r, position));

function resourceRow(r: (typeof RESOURCES)[number], position: number): Insert<typeof schema.resources> {
  const facts = RESOURCE_FACTS[r.id];
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

export const majorFieldRows = (): Insert<typeof schema.majorFields>[] =>
  MAJOR_FIELDS.map((f, position) => ({ id: f.id, name: f.name, position }));

export const majorRows = (): Insert<typeof schema.majors>[] =>
  MAJORS.map((m, position) => ({ id: m.id, name: m.name, position }));

export const majorFieldLinkRows = (): Insert<typeof schema.majorFieldLinks>[] =>
  MAJORS.flatMap((m) => m.fields.map((fieldId) => ({ majorId: m.id, fieldId })));

export const majorResourceRows = (): Insert<typeof schema.majorResources>[] =>
  MAJORS.flatMap((m) => m.resourceIds.map((resourceId, position) => ({ majorId: m.id, resourceId, position })));

export const articleRows = (): Insert<typeof schema.articles>[] =>
  ARTICLES.map((a, position) => ({
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
export const toolkitRows = (): Insert<typeof toolkits>[] =>
  STATIC_TOOLKITS.map((t, i) => ({
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

export const toolkitResourceRows = (): Insert<typeof toolkitResources>[] =>
  STATIC_TOOLKITS.flatMap((t) => t.tools.map((resourceId, position) => ({ toolkitId: t.id, resourceId, position })));

export const builtInToolkitIds = (): string[] => STATIC_TOOLKITS.map((t) => t.id);
export const catalogMajorIds = (): string[] => MAJORS.map((m) => m.id);
