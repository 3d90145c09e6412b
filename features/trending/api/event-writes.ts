// Writes one batch of events: every event into analytics_events (time and user from the server), and a signed-in
// resource view into user_interactions as well ('view'), which recommendations count. One D1 batch, one round trip
// and one transaction: the address's rate-limit count and the inserts, which take effect only while the count is
// within the limit (a refused batch stores nothing) and, for a view, while its id exists (known-views.ts). A view's
// insert returns its row, so whether it was written is also the answer to whether its id exists: no separate read.
// A resource_view counts for trending (its resource_id is set) only as its visitor's first view of that resource
// that UTC day (docs/decisions/0010).
import { lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { guardedInsert } from '@quadkit/core/server/guarded-insert';
import { type RateLimit, rateLimitHit } from '@quadkit/core/server/rate-limit';
import { analyticsEvents } from './schema';
import { userInteractions } from '@quadkit/core/server/schema';
import type { AnalyticsEventInput } from '../shared/event-input';
import { splitByKnown, viewedItemExists } from './known-views';

export const EVENT_RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;
/** D1 binds at most 100 parameters per statement: 16 event rows of 6, plus the limit check's 3. */
const ROWS_PER_INSERT = 16;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The start of `now`'s UTC day, as the ISO text analytics_events.timestamp holds. */
export const utcDayStart = (now: Date) => `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;

type ViewEvent = Extract<AnalyticsEventInput, { name: 'resource_view' }>;

/**
 * One resource_view's insert: resource_id (what trending counts) is set only when no row of the same visitor and
 * resource has it since the day began. Statements of one batch run in order, so repeats inside a batch count once.
 */
function viewInsert(db: Db, event: ViewEvent, userId: string | null, visitor: string, now: Date, guard: SQL) {
  const id = event.properties.resourceId;
  const counted = sql`CASE WHEN NOT EXISTS (SELECT 1 FROM ${analyticsEvents} WHERE ${analyticsEvents.resourceId} = ${id} AND ${analyticsEvents.visitor} = ${visitor} AND ${analyticsEvents.timestamp} >= ${utcDayStart(now)}) THEN ${id} END`;
  return db
    .insert(analyticsEvents)
    .select(
      sql`SELECT NULL, ${userId}, 'resource_view', ${JSON.stringify(event.properties)}, ${event.path}, ${now.toISOString()}, ${counted}, ${visitor} WHERE ${guard}`,
    )
    .returning({ id: analyticsEvents.id });
}

/**
 * Stores the batch unless `limit.who` is past the limit; throws the limit's 429 then (nothing stored). Every event
 * sent counts against the limit, a view of an unknown id too (it is dropped, and listed in `refused`). `visitor`
 * is the day-salted hash views are counted by (core/server/visitor.ts).
 */
export async function recordEvents(
  db: Db,
  events: readonly AnalyticsEventInput[],
  userId: string | null,
  limit: { rule: RateLimit; who: string },
  visitor: string,
  now = new Date(),
) {
  if (events.length === 0) return splitByKnown(events, new Set());
  const timestamp = now.toISOString();
  const hit = rateLimitHit(db, limit.rule, limit.who, now.getTime(), events.length);
  // In the batch's order: runs of other events share a guarded insert, each view has its own statement, guarded
  // by its item's existence too; a signed-in view of a resource adds its interaction row under the same guard.
  const inserts: (ReturnType<typeof viewInsert> | ReturnType<typeof guardedInsert>)[] = [];
  const interactions: ReturnType<typeof guardedInsert>[] = [];
  /** Each view's resourceId by the position of its insert in `inserts`. */
  const viewAt = new Map<number, string>();
  let run: (typeof analyticsEvents.$inferInsert)[] = [];
  const flush = () => {
    for (const rows of chunks(run, ROWS_PER_INSERT))
      inserts.push(guardedInsert(db, analyticsEvents, rows, hit.withinLimit));
    run = [];
  };
  for (const event of events) {
    if (event.name !== 'resource_view') {
      run.push({ userId, eventName: event.name, properties: event.properties, path: event.path, timestamp });
      continue;
    }
    flush();
    const guard = sql`${hit.withinLimit} AND ${viewedItemExists(event)}`;
    viewAt.set(inserts.length, event.properties.resourceId);
    inserts.push(viewInsert(db, event, userId, visitor, now, guard));
    const { resourceId, resourceType } = event.properties;
    if (userId && resourceType === 'resource')
      interactions.push(
        guardedInsert(db, userInteractions, [{ userId, resourceId, type: 'view' as const, createdAt: now }], guard),
      );
  }
  flush();
  const [counted, , ...written] = await db.batch([hit.count, hit.prune, ...inserts, ...interactions]);
  hit.enforce(counted[0]?.hits ?? events.length);
  // Within the limit, a view's insert wrote its row exactly when its id existed.
  const known = new Set<string>();
  for (const [at, id] of viewAt) if ((written[at] as unknown[]).length > 0) known.add(id);
  return splitByKnown(events, known);
}

/** Deletes events older than the retention period (the scheduled job). */
export async function purgeOldEvents(db: Db, now = Date.now()): Promise<void> {
  const cutoff = new Date(now - EVENT_RETENTION_DAYS * DAY_MS).toISOString();
  await db.delete(analyticsEvents).where(lt(analyticsEvents.timestamp, cutoff));
}
