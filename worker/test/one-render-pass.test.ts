// A page's head and body come from one pass over its route's loaders (docs/decisions/0023): the page reads what
// its API read reads, once (D1 round trips from Server-Timing, as in d1-round-trips.test.ts), and the head names
// what the body draws.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { toolkits } from '@quadkit/toolkits/schema';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import { bumpVersion } from '@quadkit/core/server/versions';
import { callWorker, ORIGIN } from '../../tests/workers/call-worker';
import { SESSION_COOKIE, signUp } from '../../tests/workers/session';
import { forgetAllSessions } from '../src/auth/session-memo';
import worker from '../src/index';
import { d1TripsOf } from '../src/http/server-timing';

async function trips(path: string, headers: Record<string, string> = {}) {
  const response = await callWorker(path, { headers });
  const html = await response.text();
  expect(response.status, path).toBe(200);
  return { trips: d1TripsOf(response), html };
}

const text = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
const titleOf = (html: string) => text(html, /<title>([^<]*)<\/title>/);
const h1Of = (html: string) => text(html, /<h1\b[^>]*>([\s\S]*?)<\/h1>/);

describe('one render pass per page', () => {
  it('reads a toolkit once: its page costs the D1 trips of its API read, anonymous, owner and share link', async () => {
    const owner = await signUp();
    const cookie = { Cookie: `${SESSION_COOKIE}=${owner.token}` };
    const db = drizzle(env.DB);
    const privateId = `private-${crypto.randomUUID()}`;
    const unlistedId = `unlisted-${crypto.randomUUID()}`;
    const token = 'a'.repeat(32);
    await db.insert(toolkits).values([
      { id: privateId, userId: owner.user.id, title: 'Mine', description: 'Only mine.', visibility: 'private' },
      {
        id: unlistedId,
        userId: owner.user.id,
        title: 'By link',
        description: 'Shared by link.',
        visibility: 'unlisted',
        shareToken: token,
      },
    ]);
    const cases: Array<[string, string, Record<string, string>]> = [
      ['/toolkit/finals-survival-kit', '/api/toolkits/finals-survival-kit', {}],
      [`/toolkit/${privateId}`, `/api/toolkits/${privateId}`, cookie],
      [`/toolkit/${unlistedId}?share=${token}`, `/api/toolkits/${unlistedId}?share=${token}`, {}],
    ];
    // Both reads cold: a visitor's public toolkit reads are kept at the edge, so the page would otherwise find the
    // API's answer there; and the owner's session is checked in D1 both times, not taken from the first check.
    const cold = () => {
      forgetAllSessions();
      return bumpVersion(env.CACHE, 'public-toolkits');
    };
    for (const [page, api, headers] of cases) {
      await cold();
      const apiTrips = (await trips(api, headers)).trips;
      await cold();
      expect(apiTrips, api).toBeGreaterThan(0);
      expect((await trips(page, { Accept: 'text/html', ...headers })).trips, page).toBe(apiTrips);
    }
  });

  it("gives each detail page the head of what its body draws: the title is the page's heading", async () => {
    const pages: Array<[string, (h1: string) => string]> = [
      ['/resource/notion', (h1) => `${h1} – Quadkit`],
      ['/category/research', (h1) => `${h1} – Quadkit`],
      ['/majors/biology', (h1) => `${h1} – Quadkit`],
      ['/toolkit/finals-survival-kit', (h1) => `${h1} – Toolkits – Quadkit`],
      ['/bulletin/scholarship-guide', (h1) => `${h1} – Quadkit`],
    ];
    for (const [path, title] of pages) {
      const { html } = await trips(path, { Accept: 'text/html' });
      const h1 = h1Of(html.slice(html.indexOf('<div id="root">')));
      expect(h1, path).toBeTruthy();
      expect(titleOf(html), path).toBe(title(h1!).replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    }
  });

  it('keeps head and body together when D1 is down: both name the built-in resource the body falls back to', async () => {
    // An edge-cached answer would still name the resource: start from an empty edge cache.
    await bumpCatalogVersion(env.CACHE);
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}/resource/notion`, { headers: { Accept: 'text/html' } });
    const response = await worker.fetch(request, { ...env, DB: env.EMPTY_DB }, ctx);
    await waitOnExecutionContext(ctx);
    const html = await response.text();
    const h1 = h1Of(html.slice(html.indexOf('<div id="root">')));
    expect(h1).toBeTruthy();
    expect(titleOf(html)).toBe(`${h1} – Quadkit`);
  });
});
