// The owner's share link controls: 'New link' replaces the token (the old link stops working at once) and
// 'Revoke link' clears it (the toolkit stays unlisted, seen by its owner alone until a new link is made).
import { and, eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { toolkits } from './schema';
import { newShareToken } from './share-token';

const ownedUnlisted = (id: string, userId: string) =>
  and(eq(toolkits.id, id), eq(toolkits.userId, userId), eq(toolkits.visibility, 'unlisted'));

/** The new token, or undefined when the caller has no unlisted toolkit with this id. */
export async function regenerateShareToken(db: Db, id: string, userId: string): Promise<string | undefined> {
  const rows = await db
    .update(toolkits)
    .set({ shareToken: newShareToken() })
    .where(ownedUnlisted(id, userId))
    .returning({ shareToken: toolkits.shareToken });
  return rows[0]?.shareToken ?? undefined;
}

/** True when the caller's unlisted toolkit had its link cleared (or had none). */
export async function revokeShareToken(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(toolkits)
    .set({ shareToken: null })
    .where(ownedUnlisted(id, userId))
    .returning({ id: toolkits.id });
  return rows.length > 0;
}
