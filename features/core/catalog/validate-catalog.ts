// Validates the catalog's data files with zod before anything uses them as data: the seed refuses a catalog with a
// problem, and so do `npm run lint` (worker/scripts/check-catalog.ts) and seed-validation.test.ts. A problem names
// its file and entry ("data/resources/writing.json: entry 'grammarly' (#1): url: …"), so the fix is one lookup away.
import * as z from 'zod';
import { AUTHOR_SLUGS } from './articles/authors';
import type { CatalogFiles } from './catalog-files';
import { CATEGORY_SLUGS } from './categories';
import { REGIONS } from './regions';
import { taxonomyNameProblems } from './validate-taxonomy-names';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lower-case slug (letters, digits, dashes)');
const text = z.string().trim().min(1, 'must not be empty');
const isoDate = z.iso.date('must be an ISO date (yyyy-mm-dd)');
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });

const resourceEntry = z.strictObject({
  id,
  title: text,
  description: z.string().min(60, 'must be at least 60 characters, written for students'),
  category: z.enum(CATEGORY_SLUGS, 'must be one of the category slugs in categories.ts'),
  tags: z.array(text).min(1, 'must name at least one tag'),
  url: httpsUrl,
  region: z.enum(REGIONS.map((r) => r.id) as [string, ...string[]], 'must be a region id of regions.ts').optional(),
  lastVerified: isoDate.optional(),
  majors: z.array(id).min(1).optional(),
});

const factsEntry = z.strictObject({
  access: z.array(text).min(1, 'must list at least one step'),
  about: text.optional(),
});
const majorFieldEntry = z.strictObject({ id, name: text });
const majorEntry = z.strictObject({ id, name: text, fields: z.array(id).min(1), resourceIds: z.array(id) });
const toolkitEntry = z.strictObject({ id, title: text, description: text, emoji: text, tools: z.array(id).min(1) });
const articleFields = z.strictObject({
  title: text,
  snippet: text,
  date: isoDate,
  author: z.enum(AUTHOR_SLUGS, `must be one of ${AUTHOR_SLUGS.join(', ')}`),
  tags: text,
});

/** "entry 'x' (#3)": the id when the entry has one, and always its 1-based position in the file. */
const entryName = (entry: unknown, index: number): string => {
  const entryId = (entry as { id?: unknown } | null)?.id;
  return typeof entryId === 'string' ? `entry '${entryId}' (#${index + 1})` : `entry #${index + 1}`;
};

const valueAt = (entry: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | null | undefined)?.[key], entry);

function shapeProblems(file: string, entries: readonly unknown[], schema: z.ZodType): string[] {
  return entries.flatMap((entry, index) => {
    const parsed = schema.safeParse(entry);
    if (parsed.success) return [];
    return parsed.error.issues.map((issue) => {
      const missing = issue.code === 'invalid_type' && valueAt(entry, issue.path) === undefined;
      const where = issue.path.join('.') || '(entry)';
      return `${file}: ${entryName(entry, index)}: ${where}: ${missing ? 'is missing' : issue.message}`;
    });
  });
}

/** Each id once across the files of one kind; a repeat names both places. */
function duplicateProblems(kind: string, located: readonly { file: string; id: string; index: number }[]): string[] {
  const first = new Map<string, string>();
  const problems: string[] = [];
  for (const { file, id: entryId, index } of located) {
    const where = `${file}: entry '${entryId}' (#${index + 1})`;
    const earlier = first.get(entryId);
    if (earlier) problems.push(`${where}: duplicate ${kind} id, first listed at ${earlier}`);
    else first.set(entryId, where);
  }
  return problems;
}

const idsOf = (file: string, entries: readonly unknown[]) =>
  entries.flatMap((entry, index) => {
    const entryId = (entry as { id?: unknown } | null)?.id;
    return typeof entryId === 'string' ? [{ file, id: entryId, index }] : [];
  });

/** Ids an entry points at that the catalog does not have. */
function referenceProblems(
  file: string,
  entries: readonly unknown[],
  field: string,
  known: ReadonlySet<string>,
  kind: string,
): string[] {
  return entries.flatMap((entry, index) => {
    const refs = (entry as Record<string, unknown> | null)?.[field];
    if (!Array.isArray(refs)) return [];
    return refs
      .filter((ref) => typeof ref === 'string' && !known.has(ref))
      .map((ref) => `${file}: ${entryName(entry, index)}: ${field}: '${ref}' is no ${kind} id of the catalog`);
  });
}

/** Every problem in the catalog's files; empty when the catalog is fine. */
export function catalogProblems(files: CatalogFiles): string[] {
  const [fieldsFile, fieldEntries] = files.majorFields;
  const [majorsFile, majorEntries] = files.majors;
  const [toolkitsFile, toolkitEntries] = files.toolkits;
  const resourceIds = files.resources.flatMap(([file, entries]) => idsOf(file, entries));
  const knownResources = new Set(resourceIds.map((r) => r.id));
  const knownMajors = new Set(idsOf(majorsFile, majorEntries).map((m) => m.id));
  const knownFields = new Set(idsOf(fieldsFile, fieldEntries).map((f) => f.id));
  const factIds = files.facts.flatMap(([file, table]) =>
    Object.keys(table).map((key, index) => ({ file, id: key, index })),
  );
  const articleIds = files.articles.map((article, index) => ({
    file: `data/articles/${article.id}.md`,
    id: article.id,
    index,
  }));
  return [
    ...files.resources.flatMap(([file, entries]) => [
      ...shapeProblems(file, entries, resourceEntry),
      ...referenceProblems(file, entries, 'majors', knownMajors, 'major'),
    ]),
    ...duplicateProblems('resource', resourceIds),
    ...files.facts.flatMap(([file, table]) => [
      ...shapeProblems(
        file,
        Object.entries(table).map(([key, value]) => ({ id: key, ...(value as object) })),
        factsEntry.extend({ id }),
      ),
    ]),
    ...factIds
      .filter((fact) => !knownResources.has(fact.id))
      .map((fact) => `${fact.file}: entry '${fact.id}': facts for a resource the catalog does not have`),
    ...duplicateProblems('facts', factIds),
    ...shapeProblems(fieldsFile, fieldEntries, majorFieldEntry),
    ...duplicateProblems('major field', idsOf(fieldsFile, fieldEntries)),
    ...shapeProblems(majorsFile, majorEntries, majorEntry),
    ...duplicateProblems('major', idsOf(majorsFile, majorEntries)),
    ...referenceProblems(majorsFile, majorEntries, 'fields', knownFields, 'major field'),
    ...referenceProblems(majorsFile, majorEntries, 'resourceIds', knownResources, 'resource'),
    ...shapeProblems(toolkitsFile, toolkitEntries, toolkitEntry),
    ...duplicateProblems('toolkit', idsOf(toolkitsFile, toolkitEntries)),
    ...referenceProblems(toolkitsFile, toolkitEntries, 'tools', knownResources, 'resource'),
    ...files.articles.flatMap((article) => [
      ...shapeProblems(
        `data/articles/${article.id}.md`,
        [{ id: article.id, ...article.fields }],
        articleFields.extend({ id }),
      ),
      ...(article.body.trim()
        ? []
        : [`data/articles/${article.id}.md: entry '${article.id}': the article has no body`]),
    ]),
    ...duplicateProblems('article', articleIds),
    ...taxonomyNameProblems(files),
  ];
}

/** Throws one error listing every problem, so a broken catalog never reaches the database. */
export function assertValidCatalog(files: CatalogFiles): void {
  const problems = catalogProblems(files);
  if (problems.length > 0) {
    throw new Error(
      `The catalog's data files (features/core/catalog) have ${problems.length} problem(s):\n${problems.join('\n')}`,
    );
  }
}
