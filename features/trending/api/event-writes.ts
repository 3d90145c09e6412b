// Writes one accepted batch: every event into analytics_events (time and user from the server), and a signed-in
// resource view into user_interactions as well ('view'), which recommendations count.
import { lt } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { analyticsEvents, userInteractions } from '@quadkit/core/server/schema';
import type { AnalyticsEventInput } from '../shared/event-input';

export const EVENT_RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;
/** D1 binds at most 100 parameters per statement; an event row takes 6. */
const ROWS_PER_INSERT = 16;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function recordEvents(
  db: Db,
  events: readonly AnalyticsEventInput[],
  userId: string | null,
  now = new Date(),
): Promise<void> {
  const timestamp = now.toISOString();
  const rows = events.map((event) => ({
    userId,
    eventName: event.name,
    properties: event.properties,
    path: event.path,
    timestamp,
    resourceId: event.name === 'resource_view' ? event.properties.resourceId : null,
  }));
  const views = userId
    ? events.flatMap((event) =>
        event.name === 'resource_view' && event.properties.resourceType === 'resource'
          ? [{ userId, resourceId: event.properties.resourceId, type: 'view' as const, createdAt: now }]
          : [],
      )
    : [];
  const [first, ...rest] = chunks(rows, ROWS_PER_INSERT).map((chunk) => db.insert(analyticsEvents).values(chunk));
  if (!first) return;
  // A batch is one transaction: the whole request is stored or none of it. Views are at most 20 x 4 parameters.
  const interactions = views.length > 0 ? [db.insert(userInteractions).values(views)] : [];
  await db.batch([first, ...rest, ...interactions]);
}

/** Deletes events older than the retention period (the scheduled job). */
export async function purgeOldEvents(db: Db, now = Date.now()): Promise<void> {
  const cutoff = new Date(now - EVENT_RETENTION_DAYS * DAY_MS).toISOString();
  await db.delete(analyticsEvents).where(lt(analyticsEvents.timestamp, cutoff));
}
