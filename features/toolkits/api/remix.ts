// 'Make a copy': the source (any toolkit the caller may see, by share link too) becomes the caller's own private
// toolkit with the same title, description, emoji and resources in order, remembering where it came from.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { toolkitResources, toolkits } from './schema';
import { userPreferences } from '@quadkit/core/server/schema';
import { publicName } from '@quadkit/core/shared/display-name';
import { BUILT_IN_OWNER } from '../shared/toolkit-rules';
import { visibleTo } from './toolkit-queries';
import { newToolkitRow } from './toolkit-writes';

export interface CopySource {
  id: string;
  title: string;
  description: string;
  emoji: string;
  /** The name 'Remixed from {title} by {owner}' shows: 'Quadkit' for built-ins, else the owner's display name. */
  ownerName: string;
}

/** The toolkit to copy, if the caller may see it, with its owner's public name (never anything from the e-mail). */
export async function findCopySource(
  db: Db,
  id: string,
  viewerId: string,
  shareToken: string | undefined,
): Promise<CopySource | undefined> {
  const row = await db
    .select({
      id: toolkits.id,
      title: toolkits.title,
      description: toolkits.description,
      emoji: toolkits.emoji,
      userId: toolkits.userId,
      displayName: userPreferences.displayName,
    })
    .from(toolkits)
    .leftJoin(userPreferences, eq(userPreferences.userId, toolkits.userId))
    .where(and(eq(toolkits.id, id), visibleTo(viewerId, shareToken)))
    .get();
  if (!row) return undefined;
  const ownerName = row.userId === null ? BUILT_IN_OWNER : publicName(row.displayName);
  return { id: row.id, title: row.title, description: row.description, emoji: row.emoji, ownerName };
}

/** The private copy and its resource list in one transaction; returns the copy's id. */
export async function copyToolkit(db: Db, source: CopySource, userId: string): Promise<string> {
  const row = newToolkitRow(userId, {
    title: source.title,
    description: source.description,
    emoji: source.emoji,
    visibility: 'private',
    isFeatured: false,
    remixedFromId: source.id,
    remixedFromTitle: source.title,
    remixedFromOwner: source.ownerName,
  });
  const { id } = row;
  await db.batch([
    db.insert(toolkits).values(row),
    db.insert(toolkitResources).select(
      db
        .select({
          toolkitId: sql<string>`${id}`.as('toolkit_id'),
          resourceId: toolkitResources.resourceId,
          position: toolkitResources.position,
        })
        .from(toolkitResources)
        .where(eq(toolkitResources.toolkitId, source.id)),
    ),
  ]);
  return id;
}
