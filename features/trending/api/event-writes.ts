// Writes one accepted batch: every event into analytics_events (time and user from the server), and a signed-in
// resource view into user_interactions as well ('view'), which recommendations count. The address's rate-limit
// count travels in the same D1 batch: one round trip and one transaction, and the inserts only take effect while
// the count is within the limit, so a refused batch stores nothing.
import { lt } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { guardedInsert } from '@quadkit/core/server/guarded-insert';
import { type RateLimit, rateLimitHit } from '@quadkit/core/server/rate-limit';
import { analyticsEvents, userInteractions } from '@quadkit/core/server/schema';
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

/** Stores the batch unless `who` is past the limit; throws the limit's 429 then (nothing stored). */
export async function recordEvents(
  db: Db,
  events: readonly AnalyticsEventInput[],
  userId: string | null,
  limit: { rule: RateLimit; who: string },
  now = new Date(),
): Promise<void> {
  if (events.length === 0) return;
  const timestamp = now.toISOString();
  const hit = rateLimitHit(db, limit.rule, limit.who, now.getTime(), events.length);
  const eventRows = events.map((event) => ({
    userId,
    eventName: event.name,
    properties: event.properties,
    path: event.path,
    timestamp,
    resourceId: event.name === 'resource_view' ? event.properties.resourceId : null,
  }));
  const viewRows = userId
    ? events.flatMap((event) =>
        event.name === 'resource_view' && event.properties.resourceType === 'resource'
          ? [{ userId, resourceId: event.properties.resourceId, type: 'view' as const, createdAt: now }]
          : [],
      )
    : [];
  const inserts = chunks(eventRows, ROWS_PER_INSERT).map((rows) =>
    guardedInsert(db, analyticsEvents, rows, hit.withinLimit),
  );
  // At most 20 views of 4 parameters each.
  const views = viewRows.length > 0 ? [guardedInsert(db, userInteractions, viewRows, hit.withinLimit)] : [];
  const [counted] = await db.batch([hit.count, hit.prune, ...inserts, ...views]);
  hit.enforce(counted[0]?.hits ?? events.length);
}

/** Deletes events older than the retention period (the scheduled job). */
export async function purgeOldEvents(db: Db, now = Date.now()): Promise<void> {
  const cutoff = new Date(now - EVENT_RETENTION_DAYS * DAY_MS).toISOString();
  await db.delete(analyticsEvents).where(lt(analyticsEvents.timestamp, cutoff));
}
