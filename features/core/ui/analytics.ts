// Page-analytics events (SPEC section 7, "page-analytics tool"): trackEvent(name, properties) from any feature.
//
// There is no analytics endpoint yet, so an event is only written to the console (debug level) and re-sent
// as a window CustomEvent 'quadkit:analytics'. The analytics feature, when it lands, listens for that event
// (or replaces this body) and posts to the server; callers need not change.

export const ANALYTICS_EVENT = 'quadkit:analytics';

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export interface AnalyticsEventDetail {
  name: string;
  properties: AnalyticsProperties;
  /** The page the event happened on. */
  path: string;
  /** ISO time (SPEC section 3: analytics_events.timestamp). */
  timestamp: string;
}

export function trackEvent(name: string, properties: AnalyticsProperties = {}): void {
  const detail: AnalyticsEventDetail = {
    name,
    properties,
    path: typeof location === 'undefined' ? '' : location.pathname,
    timestamp: new Date().toISOString(),
  };
  console.debug('[analytics]', name, properties);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail }));
}
