// Majors reads: the fields with their majors, the most-resourced majors, and one major with its resources.
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { majorFieldLinks, majorFields, majorResources, majors, resources } from '@quadkit/core/server/schema';
import { toResource } from '@quadkit/core/server/resource-row';
import type { MajorDetailResponse, MajorFieldGroup, MajorSummary } from '../shared/major-responses';

/** How many resources each major links to (majors without any are absent: coalesce to 0). */
const resourceCounts = (db: Db) =>
  db
    .select({ majorId: majorResources.majorId, n: count().as('n') })
    .from(majorResources)
    .groupBy(majorResources.majorId)
    .as('resource_counts');

export async function listMajorsByField(db: Db): Promise<MajorFieldGroup[]> {
  const counts = resourceCounts(db);
  const rows = await db
    .select({
      fieldId: majorFields.id,
      fieldName: majorFields.name,
      majorId: majors.id,
      majorName: majors.name,
      resourceCount: sql<number>`coalesce(${counts.n}, 0)`,
    })
    .from(majorFields)
    .leftJoin(majorFieldLinks, eq(majorFieldLinks.fieldId, majorFields.id))
    .leftJoin(majors, eq(majors.id, majorFieldLinks.majorId))
    .leftJoin(counts, eq(counts.majorId, majors.id))
    .orderBy(asc(majorFields.position), asc(majors.position));

  const groups = new Map<string, MajorFieldGroup>();
  for (const row of rows) {
    let group = groups.get(row.fieldId);
    if (!group) {
      group = { id: row.fieldId, name: row.fieldName, majors: [] };
      groups.set(row.fieldId, group);
    }
    // A field with no majors yet still appears, with an empty list.
    if (row.majorId && row.majorName) {
      group.majors.push({ id: row.majorId, name: row.majorName, resourceCount: row.resourceCount });
    }
  }
  return [...groups.values()];
}

/** The `limit` majors with the most resources; ties keep the seeded order. */
export async function listPopularMajors(db: Db, limit: number): Promise<MajorSummary[]> {
  const counts = resourceCounts(db);
  const resourceCount = sql<number>`coalesce(${counts.n}, 0)`;
  return db
    .select({ id: majors.id, name: majors.name, resourceCount })
    .from(majors)
    .leftJoin(counts, eq(counts.majorId, majors.id))
    .orderBy(desc(resourceCount), asc(majors.position))
    .limit(limit);
}

/** One major, its fields and its resources in link order, in one round trip; undefined when unknown. */
export async function findMajorWithResources(db: Db, majorId: string): Promise<MajorDetailResponse | undefined> {
  const [major, fields, rows] = await db.batch([
    db.select({ id: majors.id, name: majors.name }).from(majors).where(eq(majors.id, majorId)),
    db
      .select({ id: majorFields.id, name: majorFields.name })
      .from(majorFieldLinks)
      .innerJoin(majorFields, eq(majorFields.id, majorFieldLinks.fieldId))
      .where(eq(majorFieldLinks.majorId, majorId))
      .orderBy(asc(majorFields.position)),
    db
      .select({ resource: resources })
      .from(majorResources)
      .innerJoin(resources, eq(resources.id, majorResources.resourceId))
      .where(eq(majorResources.majorId, majorId))
      .orderBy(asc(majorResources.position)),
  ]);
  const found = major[0];
  if (!found) return undefined;
  return { major: { ...found, fields }, resources: rows.map((row) => toResource(row.resource)) };
}
