// What other packages may read of the trending package's data (@quadkit/trending/server): its tables stay its own.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { analyticsEvents } from './schema';

/** How many times each of these resources or toolkits was viewed; ids never viewed are left out. */
export const viewCounts = (db: Db, ids: readonly string[]) =>
  db
    .select({ id: analyticsEvents.resourceId, n: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.eventName, 'resource_view'), inArray(analyticsEvents.resourceId, [...ids])))
    .groupBy(analyticsEvents.resourceId);
