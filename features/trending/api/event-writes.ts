// Writes one accepted batch: every event into analytics_events (time and user from the server), and a signed-in
// resource view into user_interactions as well ('view'), which recommendations count. The address's rate-limit
// count travels in the same D1 batch: one round trip and one transaction, and the inserts only take effect while
// the count is within the limit, so a refused batch stores nothing. A resource_view counts for trending (its
// resource_id is set) only as its visitor's first view of that resource that UTC day (docs/decisions/0010).
import { lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { guardedInsert } from '@quadkit/core/server/guarded-insert';
import { type RateLimit, rateLimitHit } from '@quadkit/core/server/rate-limit';
import { analyticsEvents } from './schema';
import { userInteractions } from '@quadkit/core/server/schema';
import type { AnalyticsEventInput } from '../shared/event-input';

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
    );
}

/**
 * Stores the batch unless `limit.who` is past the limit; throws the limit's 429 then (nothing stored). `visitor`
 * is the day-salted hash views are counted by (core/server/visitor.ts).
 */
export async function recordEvents(
  db: Db,
  events: readonly AnalyticsEventInput[],
  userId: string | null,
  limit: { rule: RateLimit; who: string },
  visitor: string,
  now = new Date(),
): Promise<void> {
  if (events.length === 0) return;
  const timestamp = now.toISOString();
  const hit = rateLimitHit(db, limit.rule, limit.who, now.getTime(), events.length);
  // In the batch's order: runs of other events share a guarded insert, each view has its own statement.
  const inserts: ReturnType<typeof viewInsert>[] = [];
  let run: (typeof analyticsEvents.$inferInsert)[] = [];
  const flush = () => {
    for (const rows of chunks(run, ROWS_PER_INSERT))
      inserts.push(guardedInsert(db, analyticsEvents, rows, hit.withinLimit));
    run = [];
  };
  for (const event of events) {
    if (event.name === 'resource_view') {
      flush();
      inserts.push(viewInsert(db, event, userId, visitor, now, hit.withinLimit));
    } else run.push({ userId, eventName: event.name, properties: event.properties, path: event.path, timestamp });
  }
  flush();
  const viewRows = userId
    ? events.flatMap((event) =>
        event.name === 'resource_view' && event.properties.resourceType === 'resource'
          ? [{ userId, resourceId: event.properties.resourceId, type: 'view' as const, createdAt: now }]
          : [],
      )
    : [];
  // At most 20 views of 4 parameters each.
  const interactions = viewRows.length > 0 ? [guardedInsert(db, userInteractions, viewRows, hit.withinLimit)] : [];
  const [counted] = await db.batch([hit.count, hit.prune, ...inserts, ...interactions]);
  hit.enforce(counted[0]?.hits ?? events.length);
}

/** Deletes events older than the retention period (the scheduled job). */
export async function purgeOldEvents(db: Db, now = Date.now()): Promise<void> {
  const cutoff = new Date(now - EVENT_RETENTION_DAYS * DAY_MS).toISOString();
  await db.delete(analyticsEvents).where(lt(analyticsEvents.timestamp, cutoff));
}
