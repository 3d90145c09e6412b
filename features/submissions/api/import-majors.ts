// Refreshes majors, their fields and majors_resources from the bundled catalog (features/core/catalog/majors) in
// one D1 batch (one transaction). Idempotent: rows are upserted by id and the catalog majors' link rows replaced
// with the same rows, so a second run leaves every table as it was.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { MAJOR_FIELDS } from '@quadkit/core/catalog/majors/fields';
import { MAJORS } from '@quadkit/core/catalog/majors/majors';
import type { Db } from '@quadkit/core/server/db';
import { majorFieldLinks, majorFields, majorResources, majors, resources } from '@quadkit/core/server/schema';

/** D1 binds at most 100 parameters per statement. */
function chunks<T extends object>(rows: readonly T[]): T[][] {
  const first = rows[0];
  if (!first) return [];
  const size = Math.max(1, Math.floor(100 / Object.keys(first).length));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const excluded = (column: SQLiteColumn): SQL => sql.raw(`excluded."${column.name}"`);

export interface ImportReport {
  majors: number;
  majorFields: number;
  majorResources: number;
}

export async function importMajors(db: Db): Promise<ImportReport> {
  // A major's resource that is not in the catalog (e.g. removed by an admin) is skipped, not an error.
  const known = new Set((await db.select({ id: resources.id }).from(resources).all()).map((r) => r.id));
  const fieldRows = MAJOR_FIELDS.map((f, position) => ({ id: f.id, name: f.name, position }));
  const majorRows = MAJORS.map((m, position) => ({ id: m.id, name: m.name, position }));
  const linkRows = MAJORS.flatMap((m) => m.fields.map((fieldId) => ({ majorId: m.id, fieldId })));
  const resourceRows = MAJORS.flatMap((m) =>
    m.resourceIds
      .filter((id) => known.has(id))
      .map((resourceId, position) => ({ majorId: m.id, resourceId, position })),
  );
  const majorIds = majorRows.map((m) => m.id);
  const statements: BatchItem<'sqlite'>[] = [
    ...chunks(fieldRows).map((rows) =>
      db
        .insert(majorFields)
        .values(rows)
        .onConflictDoUpdate({
          target: majorFields.id,
          set: { name: excluded(majorFields.name), position: excluded(majorFields.position) },
        }),
    ),
    ...chunks(majorRows).map((rows) =>
      db
        .insert(majors)
        .values(rows)
        .onConflictDoUpdate({
          target: majors.id,
          set: { name: excluded(majors.name), position: excluded(majors.position) },
        }),
    ),
    db.delete(majorFieldLinks).where(inArray(majorFieldLinks.majorId, majorIds)),
    db.delete(majorResources).where(inArray(majorResources.majorId, majorIds)),
    ...chunks(linkRows).map((rows) => db.insert(majorFieldLinks).values(rows).onConflictDoNothing()),
    ...chunks(resourceRows).map((rows) => db.insert(majorResources).values(rows).onConflictDoNothing()),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return { majors: majorRows.length, majorFields: fieldRows.length, majorResources: resourceRows.length };
}
