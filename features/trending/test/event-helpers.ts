// Helpers for the trending feature's worker tests: post event batches from a given address, with or without
// a session, and read back what was stored.
import { env } from 'cloudflare:workers';
import { createDb } from '@quadkit/core/server/db';
import { send } from '../../../tests/workers/session';

let address = 0;
/** A fresh client address, so each test has its own rate-limit window. */
export const freshAddress = () => `198.51.100.${++address}`;

export async function postEvents(body: unknown, options: { token?: string; ip?: string; raw?: string } = {}) {
  const response = await send('/api/events', 'POST', options.raw ?? JSON.stringify(body), {
    token: options.token,
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': options.ip ?? freshAddress() },
  });
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read field by field
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> };
}

export const pageView = (path = '/browse') => ({ name: 'page_view', path, properties: {} });
export const resourceView = (resourceId: string, path = `/resource/${resourceId}`) => ({
  name: 'resource_view',
  path,
  properties: { resourceId, resourceType: 'resource' },
});

export const db = () => createDb(env.DB);

/** An analytics_events row: one view of `resourceId` at time `at` (for fixture histories written straight to D1). */
export const viewRow = (resourceId: string, at: number) => ({
  eventName: 'resource_view',
  properties: { resourceId, resourceType: 'resource' },
  path: `/resource/${resourceId}`,
  timestamp: new Date(at).toISOString(),
  resourceId,
});
