// Events that name a resource or toolkit must name one that exists: a view of an unknown id is dropped from its
// batch (listed in the answer's `refused`), so it can neither rank nor fill the table (docs/decisions/0010). The
// check travels in the batch that writes the events (event-writes.ts): each view's insert is guarded by its id's
// existence, and what it wrote says whether the id exists, in one round trip.
import { type SQL, sql } from 'drizzle-orm';
import { resources } from '@quadkit/core/server/schema';
import { toolkitExists } from '@quadkit/toolkits/server';
import type { AnalyticsEventInput } from '../shared/event-input';

export interface RefusedEvent {
  index: number;
  message: string;
}

type ViewEvent = Extract<AnalyticsEventInput, { name: 'resource_view' }>;

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
