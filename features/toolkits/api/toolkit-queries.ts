// Toolkit reads: who may see what, the card summaries (count and first tools) and one toolkit in full.
import { and, asc, count, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '@quadkit/core/server/db';
import { pageOf, type PageRequest } from '@quadkit/core/server/pagination';
import { toResource } from '@quadkit/core/server/resource-row';
import { resources } from '@quadkit/core/server/schema';
import { toolkitResources, toolkits } from './schema';
import { DEFAULT_DISPLAY_NAME } from '@quadkit/core/shared/display-name';
import type { ToolkitDetail, ToolkitSummary, ToolkitToolPreview } from '../shared/toolkit-responses';
import { TOOLKIT_PREVIEW_SIZE } from '../shared/toolkit-rules';

/**
 * The one visibility rule (docs/decisions/0015): public toolkits for everyone; the viewer's own whatever their
 * visibility; an unlisted toolkit for whoever brings its current share token. Nothing else, admins included.
 */
export const visibleTo = (viewerId: string | null, shareToken?: string | null): SQL | undefined =>
  or(
    eq(toolkits.visibility, 'public'),
    viewerId ? eq(toolkits.userId, viewerId) : undefined,
    shareToken ? and(eq(toolkits.visibility, 'unlisted'), eq(toolkits.shareToken, shareToken)) : undefined,
  );

/**
 * Ties on created_at (two saves in one millisecond) go to the later insert. The implicit rowid is only a
 * tie-breaker: VACUUM may renumber it, which at worst reorders toolkits created in the same millisecond.
 */
export const newerRowFirst = (table: SQLiteTable): SQL => sql`${table}.rowid desc`;

export const summaryColumns = {
  id: toolkits.id,
  userId: toolkits.userId,
  title: toolkits.title,
  description: toolkits.description,
  emoji: toolkits.emoji,
  visibility: toolkits.visibility,
  isFeatured: toolkits.isFeatured,
  createdAt: toolkits.createdAt,
  updatedAt: toolkits.updatedAt,
};

type SummaryRow = Pick<
  typeof toolkits.$inferSelect,
  'id' | 'userId' | 'title' | 'description' | 'emoji' | 'visibility' | 'isFeatured' | 'createdAt' | 'updatedAt'
>;

interface ToolRow extends ToolkitToolPreview {
  toolkitId: string;
}

/** The tools of every toolkit whose id the subquery (or list) yields, in each toolkit's order. */
export const toolRowsQuery = (db: Db, toolkitIds: SQLWrapper | readonly string[]) =>
  db
    .select({ toolkitId: toolkitResources.toolkitId, id: resources.id, title: resources.title })
    .from(toolkitResources)
    .innerJoin(resources, eq(resources.id, toolkitResources.resourceId))
    .where(inArray(toolkitResources.toolkitId, toolkitIds))
    .orderBy(asc(toolkitResources.toolkitId), asc(toolkitResources.position));

function describe(
  row: SummaryRow,
  viewerId: string | null,
): Omit<ToolkitSummary, 'resourceCount' | 'previewResources'> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    emoji: row.emoji,
    isPublic: row.visibility === 'public',
    visibility: row.visibility,
    isFeatured: row.isFeatured,
    isBuiltIn: row.userId === null,
    isOwner: viewerId !== null && row.userId === viewerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Card summaries of these rows (kept in their order) from the tool rows of the same toolkits. */
export function toSummaries(rows: SummaryRow[], tools: ToolRow[], viewerId: string | null): ToolkitSummary[] {
  const toolsOf = new Map<string, ToolkitToolPreview[]>();
  for (const tool of tools) {
    const list = toolsOf.get(tool.toolkitId) ?? [];
    list.push({ id: tool.id, title: tool.title || 'Untitled' });
    toolsOf.set(tool.toolkitId, list);
  }
  return rows.map((row) => {
    const list = toolsOf.get(row.id) ?? [];
    return {
      ...describe(row, viewerId),
      resourceCount: list.length,
      previewResources: list.slice(0, TOOLKIT_PREVIEW_SIZE),
    };
  });
}

/** One page of summaries of the toolkits matching `where`, in `order`, in one D1 round trip. */
async function listSummaries(db: Db, where: SQL | undefined, order: SQL[], viewerId: string | null, page: PageRequest) {
  // One row past the page tells whether another page follows.
  const pageIds = db
    .select({ id: toolkits.id })
    .from(toolkits)
    .where(where)
    .orderBy(...order)
    .limit(page.limit + 1)
    .offset(page.offset);
  const [rows, tools] = await db.batch([
    db
      .select(summaryColumns)
      .from(toolkits)
      .where(where)
      .orderBy(...order)
      .limit(page.limit + 1)
      .offset(page.offset),
    toolRowsQuery(db, pageIds),
  ]);
  const { items, nextCursor } = pageOf(rows, page);
  return { toolkits: toSummaries(items, tools, viewerId), nextCursor };
}

/** docs/product.md#behind-the-screens: public (never unlisted), ordered by is_featured descending then created_at descending; one page. */
export const listPublicToolkits = (db: Db, viewerId: string | null, page: PageRequest) =>
  listSummaries(
    db,
    eq(toolkits.visibility, 'public'),
    [desc(toolkits.isFeatured), desc(toolkits.createdAt), newerRowFirst(toolkits)],
    viewerId,
    page,
  );

/** docs/product.md#behind-the-screens: the user's own, created_at descending; one page. */
export const listOwnToolkits = (db: Db, userId: string, page: PageRequest) =>
  listSummaries(db, eq(toolkits.userId, userId), [desc(toolkits.createdAt), newerRowFirst(toolkits)], userId, page);

/** How many toolkits the user owns (the per-user cap counts these). */
export async function countOwnToolkits(db: Db, userId: string): Promise<number> {
  const row = await db.select({ n: count() }).from(toolkits).where(eq(toolkits.userId, userId)).get();
  return row?.n ?? 0;
}

// Outer columns are written out (toolkits.x): drizzle leaves a one-table query's columns unqualified, which inside
// these subqueries would name the inner table's. The origin's visibility and owner as scalar subqueries, not a join: D1's batch answers rows as objects, so a
// joined table's same-named columns (id, user_id) would overwrite the toolkit's own.
const originVisibility = sql<string | null>`(select origin.visibility from toolkits as origin
  where origin.id = toolkits.remixed_from_id)`;
const originUserId = sql<string | null>`(select origin.user_id from toolkits as origin
  where origin.id = toolkits.remixed_from_id)`;

/** Distinct users other than the owner who keep a copy of the toolkit: counted each time, so it cannot drift. */
const usedByCount = sql<number>`(select count(distinct copies.user_id) from toolkits as copies
  where copies.remixed_from_id = toolkits.id
  and (toolkits.user_id is null or copies.user_id <> toolkits.user_id))`;

/**
 * One toolkit with its resources in order, if the viewer (with the share token, if any) may see it; one D1
 * round trip. The share token goes back to the owner alone; a copy's origin is linked only while the viewer
 * could open it without a token (an unlisted origin stays plain text: a link would carry its token onwards).
 */
export async function findVisibleToolkit(
  db: Db,
  id: string,
  viewerId: string | null,
  shareToken?: string | null,
): Promise<ToolkitDetail | undefined> {
  const visible = visibleTo(viewerId, shareToken);
  const [rows, resourceRows] = await db.batch([
    db
      .select({
        ...summaryColumns,
        shareToken: toolkits.shareToken,
        remixedFromTitle: toolkits.remixedFromTitle,
        remixedFromOwner: toolkits.remixedFromOwner,
        originId: toolkits.remixedFromId,
        originVisibility,
        originUserId,
        usedBy: usedByCount,
      })
      .from(toolkits)
      .where(and(eq(toolkits.id, id), visible)),
    // The visibility rule again, so a hidden toolkit's resources are never even read.
    db
      .select({ resource: resources })
      .from(toolkitResources)
      .innerJoin(toolkits, eq(toolkits.id, toolkitResources.toolkitId))
      .innerJoin(resources, eq(resources.id, toolkitResources.resourceId))
      .where(and(eq(toolkitResources.toolkitId, id), visible))
      .orderBy(asc(toolkitResources.position)),
  ]);
  const row = rows[0];
  if (!row) return undefined;
  const list = resourceRows.map(({ resource }) => toResource(resource));
  const summary = describe(row, viewerId);
  const originOpen =
    row.originId !== null &&
    (row.originVisibility === 'public' || (viewerId !== null && row.originUserId === viewerId));
  return {
    ...summary,
    resourceCount: list.length,
    resources: list,
    shareToken: summary.isOwner && row.visibility === 'unlisted' ? row.shareToken : null,
    remixedFrom:
      row.remixedFromTitle === null
        ? null
        : {
            id: originOpen ? row.originId : null,
            title: row.remixedFromTitle,
            owner: row.remixedFromOwner ?? DEFAULT_DISPLAY_NAME,
          },
    usedBy: Number(row.usedBy) || 0,
  };
}
