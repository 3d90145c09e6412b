// Round trips to D1 per route, from each answer's Server-Timing header (worker/src/http/server-timing.ts). Far
// from the database each round trip costs a student the distance twice, so the counts are pinned: anonymous and
// signed in, the first visit (cold: nothing cached) and the next (warm). A change that adds a trip fails here and
// must change the table on purpose. Times are the bench's business; counts are the same on every run.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import { callWorker } from '../../tests/workers/call-worker';
import { SESSION_COOKIE, signUp } from '../../tests/workers/session';
import { d1TripsOf } from '../src/http/server-timing';

const PAGE = { Accept: 'text/html' };

async function trips(path: string, headers: Record<string, string> = {}): Promise<number | null> {
  const response = await callWorker(path, { headers });
  await response.arrayBuffer();
  expect(response.status, path).toBeLessThan(400);
  return d1TripsOf(response);
}

/** Each path asked twice in a row: [cold, warm]. Cold is the first visit after a catalog change (a seed, an
 * approval), which purges the edge cache's catalog answers and pages. */
async function coldAndWarm(paths: string[], headers: Record<string, string> = {}) {
  const table: Record<string, [number | null, number | null]> = {};
  for (const path of paths) {
    await bumpCatalogVersion(env.CACHE);
    table[path] = [await trips(path, headers), await trips(path, headers)];
  }
  return table;
}

const PUBLIC_PAGES = [
  '/',
  '/browse',
  '/resource/notion',
  '/category/research',
  '/majors',
  '/majors/biology',
  '/trending',
  '/toolkits',
  '/toolkit/finals-survival-kit',
  '/bulletin-board',
  '/bulletin/scholarship-guide',
];
const PUBLIC_API = [
  '/api/resources',
  '/api/resources/notion',
  '/api/categories',
  '/api/majors',
  '/api/majors/biology',
  '/api/popular-majors',
  '/api/toolkits/public',
  '/api/toolkits/finals-survival-kit',
  '/api/trending',
  '/api/search?q=notion',
  '/api/bulletin/articles',
  '/api/bulletin/latest',
];
const SIGNED_IN = [
  '/dashboard',
  '/saved',
  '/api/profile',
  '/api/bookmarks',
  '/api/toolkits/mine',
  '/api/recommendations',
];

describe('D1 round trips per route (Server-Timing)', () => {
  it('every answer reports its round trips', async () => {
    const response = await callWorker('/api/health');
    expect(response.headers.get('Server-Timing')).toMatch(/d1;dur=[\d.]+;desc="\d+ round trips"/);
    expect(response.headers.get('Server-Timing')).toMatch(/total;dur=/);
  });

  it('public pages, anonymous: cold, then warm', async () => {
    expect(await coldAndWarm(PUBLIC_PAGES, PAGE)).toEqual(EXPECTED.publicPages);
  });

  it('public API reads, anonymous: cold, then warm', async () => {
    expect(await coldAndWarm(PUBLIC_API)).toEqual(EXPECTED.publicApi);
  });

  it('signed-in pages and reads: cold, then warm', async () => {
    const { token } = await signUp();
    const cookie = { Cookie: `${SESSION_COOKIE}=${token}` };
    const table = await coldAndWarm(SIGNED_IN, cookie);
    for (const path of SIGNED_IN.filter((p) => !p.startsWith('/api'))) {
      table[`${path} (page)`] = table[path]!;
      delete table[path];
    }
    Object.assign(table, await coldAndWarm(['/resource/notion'], { ...PAGE, ...cookie }));
    expect(table).toEqual(EXPECTED.signedIn);
  });
});

// [cold, warm] round trips. Signed in, every read first checks the session (one trip); the private pages
// themselves are client-rendered and read nothing.
const EXPECTED = {
  publicPages: {
    '/': [6, 2],
    '/browse': [1, 0],
    '/resource/notion': [2, 0],
    '/category/research': [1, 0],
    '/majors': [1, 0],
    '/majors/biology': [1, 0],
    '/trending': [1, 0],
    '/toolkits': [1, 1],
    '/toolkit/finals-survival-kit': [1, 1],
    '/bulletin-board': [3, 3],
    '/bulletin/scholarship-guide': [4, 4],
  },
  publicApi: {
    '/api/resources': [1, 0],
    '/api/resources/notion': [2, 0],
    '/api/categories': [1, 0],
    '/api/majors': [1, 0],
    '/api/majors/biology': [1, 0],
    '/api/popular-majors': [1, 0],
    '/api/toolkits/public': [1, 1],
    '/api/toolkits/finals-survival-kit': [1, 1],
    '/api/trending': [0, 0],
    '/api/search?q=notion': [1, 1],
    '/api/bulletin/articles': [3, 3],
    '/api/bulletin/latest': [1, 1],
  },
  signedIn: {
    '/api/profile': [2, 2],
    '/api/bookmarks': [2, 2],
    '/api/toolkits/mine': [2, 2],
    '/api/recommendations': [2, 2],
    '/dashboard (page)': [0, 0],
    '/saved (page)': [0, 0],
    '/resource/notion': [3, 1],
  },
};
