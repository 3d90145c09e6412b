// The toolkit rules that need the database: every resource must exist, and only an admin may feature.
import { inArray } from 'drizzle-orm';
import { isAdminEmail } from '@quadkit/core/server/admin';
import type { Db } from '@quadkit/core/server/db';
import { ApiError, fieldError } from '@quadkit/core/server/errors';
import { resources } from '@quadkit/core/server/schema';
import type { SessionUser } from '@quadkit/core/server/session-user';
import { TOOLKIT_MESSAGES } from '../shared/toolkit-messages';

/** 400 naming every id that is not in the catalog (at most MAX_TOOLKIT_RESOURCES ids, so one query). */
export async function assertResourcesExist(db: Db, ids: readonly string[]): Promise<void> {
  const found = await db
    .select({ id: resources.id })
    .from(resources)
    .where(inArray(resources.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw fieldError('resourceIds', TOOLKIT_MESSAGES.unknownResources(unknown));
}

/**
 * Changing is_featured is for admins only (docs/product.md#roles). Sending the value the toolkit already has is
 * not a change, so a non-admin's editor that always sends isFeatured: false keeps working.
 */
export async function assertMayFeature(
  db: Db,
  user: SessionUser,
  wanted: boolean | undefined,
  current: boolean,
): Promise<void> {
  if (wanted === undefined || wanted === current) return;
  if (!(await isAdminEmail(db, user.email))) throw new ApiError(403, 'forbidden', TOOLKIT_MESSAGES.featureAdminOnly);
}
