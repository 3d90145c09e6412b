// resource_view, once per resource per browser session (docs/product.md#behind-the-screens). Apart from
// analytics.ts, whose queue every page loads: only the detail screens that count a view load this.
import { trackEvent } from './analytics';

const VIEWED_KEY = 'qk_viewed';
/** Resource views queued or in flight, so a double render does not count twice. */
const pendingViews = new Set<string>();

function viewed(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(VIEWED_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/** resource_view, once per resource per browser session: the id is remembered only after a successful send. */
export function trackResourceView(resourceId: string, resourceType: 'resource' | 'toolkit' = 'resource'): void {
  const key = `${resourceType}:${resourceId}`;
  if (pendingViews.has(key) || viewed().includes(key)) return;
  pendingViews.add(key);
  trackEvent('resource_view', { resourceId, resourceType }, () => {
    try {
      sessionStorage.setItem(VIEWED_KEY, JSON.stringify([...viewed(), key]));
    } catch {
      // Storage full or blocked: the view may be counted again next time, which is harmless.
    }
  });
}
