// POST /api/events body: a batch of at most 20 events, each one of the spec's seven names with its own
// property schema. The server sets the timestamp and the user; a body's own user or time fields are dropped.
import * as z from 'zod';

export const EVENTS_MAX_BATCH = 20;
/** Checked on the raw body before it is parsed. */
export const EVENTS_MAX_BYTES = 16 * 1024;
export const EVENT_PATH_MAX = 512;

const text = (max: number) => z.string().trim().min(1).max(max);
const ms = z.number().finite().min(0).max(3_600_000);
/** A browser without the paint timing API reports null for that metric. */
const optionalMs = ms.nullable().optional();

const propertySchemas = {
  page_view: z.strictObject({ referrer: z.string().max(EVENT_PATH_MAX).optional() }),
  resource_view: z.strictObject({ resourceId: text(200), resourceType: z.enum(['resource', 'toolkit']) }),
  // docs/product.md#behind-the-screens: the query plus extras (the overlay's filters and its result count).
  search: z.strictObject({
    query: z.string().trim().max(200),
    category: z.string().max(100).optional(),
    tags: z.string().max(500).optional(),
    type: z.enum(['all', 'resource', 'toolkit']).optional(),
    results: z.number().int().min(0).max(10_000).optional(),
  }),
  performance_metrics: z.strictObject({
    loadTime: ms,
    domContentLoaded: ms,
    firstPaint: optionalMs,
    firstContentfulPaint: optionalMs,
  }),
  error: z.strictObject({
    message: z.string().max(1000),
    filename: z.string().max(EVENT_PATH_MAX).optional(),
    lineno: z.number().int().min(0).optional(),
    colno: z.number().int().min(0).optional(),
  }),
  toolkit_detail_load: z.strictObject({
    toolkit_id: text(200),
    resolved_count: z.number().int().min(0).max(1000),
    load_ms: ms,
    cache: z.enum(['hit', 'miss']),
  }),
  toolkit_detail_error: z.strictObject({
    toolkit_id: text(200),
    step: z.enum(['load_toolkit', 'load_resources']),
    message: z.string().max(1000),
  }),
} as const;

export type EventName = keyof typeof propertySchemas;
export const EVENT_NAMES = Object.keys(propertySchemas) as EventName[];

const path = z
  .string()
  .max(EVENT_PATH_MAX)
  .regex(/^\/[^\s]*$/, 'Expected a path starting with /');

// One object per name, so a wrong property set is reported against the name it was sent with.
const eventOf = <N extends EventName>(name: N) =>
  z.object({ name: z.literal(name), path, properties: propertySchemas[name] });

export const analyticsEvent = z.discriminatedUnion(
  'name',
  [
    eventOf('page_view'),
    eventOf('resource_view'),
    eventOf('search'),
    eventOf('performance_metrics'),
    eventOf('error'),
    eventOf('toolkit_detail_load'),
    eventOf('toolkit_detail_error'),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union' ? `Unknown event name; expected one of ${EVENT_NAMES.join(', ')}` : undefined,
  },
);

export const eventsBody = z.object({ events: z.array(analyticsEvent).min(1).max(EVENTS_MAX_BATCH) });

export type AnalyticsEventInput = z.infer<typeof analyticsEvent>;
