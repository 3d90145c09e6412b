// A stable, unique resource id from a name: "Zotero Notes!" -> "zotero-notes", then "zotero-notes-2"… when taken.
import { like, or, eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { resources } from '@quadkit/core/server/schema';

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'resource';
}

/** The slug itself when free, else the first free "-n" suffix. */
export async function uniqueResourceId(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (
      await db
        .select({ id: resources.id })
        .from(resources)
        .where(or(eq(resources.id, base), like(resources.id, `${base}-%`)))
        .all()
    ).map((row) => row.id),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
