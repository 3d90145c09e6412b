// Events that name a resource or toolkit must name one that exists: a view of an unknown id is dropped from its
// batch (listed in the answer's `refused`), so it can neither rank nor fill the table (docs/decisions/0010).
import { inArray } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { resources } from '@quadkit/core/server/schema';
import { toolkitIdsIn } from '@quadkit/toolkits/server';
import type { AnalyticsEventInput } from '../shared/event-input';

export interface RefusedEvent {
  index: number;
  message: string;
}

/** The batch without views of unknown ids, and what was dropped (by position in the batch). */
export async function dropUnknownViews(db: Db, events: readonly AnalyticsEventInput[]) {
  const ids = (type: 'resource' | 'toolkit') => [
    ...new Set(
      events.flatMap((e) =>
        e.name === 'resource_view' && e.properties.resourceType === type ? [e.properties.resourceId] : [],
      ),
    ),
  ];
  const resourceIds = ids('resource');
  const toolkitIds = ids('toolkit');
  if (resourceIds.length === 0 && toolkitIds.length === 0) return { kept: [...events], refused: [] };
  const [foundResources, foundToolkits] = await db.batch([
    db
      .select({ id: resources.id })
      .from(resources)
      .where(inArray(resources.id, resourceIds.length ? resourceIds : [''])),
    toolkitIdsIn(db, toolkitIds.length ? toolkitIds : ['']),
  ]);
  const known = new Set([...foundResources, ...foundToolkits].map((row) => row.id));
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
