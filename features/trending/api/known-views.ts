// Events that name a resource or toolkit must name one that exists: a view of an unknown id is dropped from its
// batch (listed in the answer's `refused`), so it can neither rank nor fill the table (docs/decisions/0010). The
// check travels in the batch that writes the events (event-writes.ts): the ids are read and each view's insert is
// guarded by its id's existence, in one round trip.
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { resources } from '@quadkit/core/server/schema';
import { toolkitExists, toolkitIdsIn } from '@quadkit/toolkits/server';
import type { AnalyticsEventInput } from '../shared/event-input';

export interface RefusedEvent {
  index: number;
  message: string;
}

type ViewEvent = Extract<AnalyticsEventInput, { name: 'resource_view' }>;

/** The reads of the viewed ids that exist, for the write's batch; none when the batch names no id. */
export function knownIdReads(db: Db, events: readonly AnalyticsEventInput[]) {
  const ids = (type: 'resource' | 'toolkit') => [
    ...new Set(
      events.flatMap((e) =>
        e.name === 'resource_view' && e.properties.resourceType === type ? [e.properties.resourceId] : [],
      ),
    ),
  ];
  const resourceIds = ids('resource');
  const toolkitIds = ids('toolkit');
  if (resourceIds.length === 0 && toolkitIds.length === 0) return [];
  return [
    db
      .select({ id: resources.id })
      .from(resources)
      .where(inArray(resources.id, resourceIds.length ? resourceIds : [''])),
    toolkitIdsIn(db, toolkitIds.length ? toolkitIds : ['']),
  ] as const;
}

/** True, when the batch runs, only while the view's resource or toolkit exists. */
export function viewedItemExists({ properties }: ViewEvent): SQL {
  return properties.resourceType === 'toolkit'
    ? toolkitExists(properties.resourceId)
    : sql`EXISTS (SELECT 1 FROM ${resources} WHERE ${resources.id} = ${properties.resourceId})`;
}

/** The batch without views of unknown ids, and what was dropped (by position in the batch). */
export function splitByKnown(events: readonly AnalyticsEventInput[], known: ReadonlySet<string>) {
  const kept: AnalyticsEventInput[] = [];
  const refused: RefusedEvent[] = [];
  events.forEach((event, index) => {
    if (event.name === 'resource_view' && !known.has(event.properties.resourceId)) {
      const { resourceType, resourceId } = event.properties;
      refused.push({ index, message: `No ${resourceType} has the id '${resourceId}'.` });
    } else kept.push(event);
  });
  return { kept, refused };
}
