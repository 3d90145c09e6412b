// First-party analytics client (docs/product.md#behind-the-screens): trackEvent(name, properties) from any feature queues the event
// and sends batches of at most 20 to POST /api/events, on a short timer and when the page is hidden
// (sendBeacon, else fetch with keepalive). A failure only logs 'Failed to track event'; nothing here ever throws.

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

interface Queued {
  name: string;
  path: string;
  properties: AnalyticsProperties;
  /** Runs once the batch holding this event was handed over successfully. */
  sent?: () => void;
}

const ENDPOINT = '/api/events';
const MAX_BATCH = 20;
const FLUSH_MS = 2000;
/** Server limits (features/trending/shared/event-input.ts): path 512, messages 1000. */
const clip = (text: string, max: number) => text.slice(0, max);

const queue: Queued[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

const failed = (error?: unknown) => console.error('Failed to track event', error ?? '');

function send(batch: Queued[], beacon: boolean): void {
  const body = JSON.stringify({ events: batch.map(({ name, path, properties }) => ({ name, path, properties })) });
  const done = () => {
    for (const event of batch) event.sent?.();
  };
  try {
    if (beacon && navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }))) {
      done();
      return;
    }
    fetch(ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    })
      // The body is read, though nothing in it is needed: unread, it keeps the request open in Chromium, and the
      // page never looks idle to a tool waiting for its network to go quiet.
      .then((response) => response.text().then(() => (response.ok ? done() : failed(response.status))))
      .catch(failed);
  } catch (error) {
    failed(error);
  }
}

/** Sends everything queued, 20 at a time; `beacon` when the page is going away. */
export function flushEvents(beacon = false): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) send(queue.splice(0, MAX_BATCH), beacon);
}

function enqueue(event: Queued): void {
  queue.push(event);
  if (queue.length >= MAX_BATCH) flushEvents();
  else timer ??= setTimeout(flushEvents, FLUSH_MS);
}

export function trackEvent(name: string, properties: AnalyticsProperties = {}, sent?: () => void): void {
  if (typeof window === 'undefined') return;
  enqueue({ name, path: clip(location.pathname, 512), properties, sent });
}

function trackPerformance(): void {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const paint = (name: string) => {
    const entry = performance.getEntriesByName(name)[0];
    return entry ? Math.round(entry.startTime) : null;
  };
  if (!nav) return;
  trackEvent('performance_metrics', {
    loadTime: Math.round(nav.loadEventEnd || nav.duration),
    domContentLoaded: Math.round(nav.domContentLoadedEventEnd),
    firstPaint: paint('first-paint'),
    firstContentfulPaint: paint('first-contentful-paint'),
  });
}

let started = false;
let errorsLeft = 10;

/** Once per page (the shell calls it): performance on load, uncaught errors, and a flush when hidden. */
export function startAnalytics(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // loadEventEnd is only set after the load handlers ran.
  const measure = () => setTimeout(trackPerformance, 0);
  if (document.readyState === 'complete') measure();
  else addEventListener('load', measure, { once: true });
  addEventListener('error', (event) => {
    // A page stuck in an error loop must not flood the endpoint.
    if (errorsLeft-- <= 0) return;
    trackEvent('error', {
      message: clip(String(event.message || 'Unknown error'), 1000),
      filename: clip(event.filename || '', 512),
      lineno: event.lineno || 0,
      colno: event.colno || 0,
    });
  });
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushEvents(true);
  });
  addEventListener('pagehide', () => flushEvents(true));
}
