// Round trips to D1 per route, from each answer's Server-Timing header (worker/src/http/server-timing.ts). Far
// from the database each round trip costs a student the distance twice, so the counts are pinned: anonymous and
// signed in, the first visit (cold: nothing cached) and the next (warm). A change that adds a trip fails here and
// must change the table on purpose. Times are the bench's business; counts are the same on every run.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bumpVersion } from '@quadkit/core/server/versions';
import { callWorker } from '../../tests/workers/call-worker';
import { SESSION_COOKIE, sendJson, signUp } from '../../tests/workers/session';
import { createToolkitAs } from '../../features/toolkits/test/toolkit-helpers';
import { forgetAllSessions } from '../src/auth/session-memo';
import { tripsByDestinationOf } from '../src/http/server-timing';

const PAGE = { Accept: 'text/html' };

/** One answer's round trips as 'primary/replica', e.g. '0/1': one replica read and nothing from the primary. */
async function trips(path: string, headers: Record<string, string> = {}): Promise<string | null> {
  const response = await callWorker(path, { headers });
  await response.arrayBuffer();
  expect(response.status, path).toBeLessThan(400);
  const trips = tripsByDestinationOf(response);
  return trips && `${trips.primary}/${trips.replica}`;
}

/** Each path asked twice in a row: [cold, warm]. Cold is the first visit after every kind of public data changed
 * (a seed, approvals, a trending run), which purges every kept answer and page. */
async function coldAndWarm(paths: string[], headers: Record<string, string> = {}) {
  const table: Record<string, [string | null, string | null]> = {};
  for (const path of paths) {
    for (const name of ['catalog', 'trending', 'public-toolkits', 'bulletin', 'profiles'] as const)
      await bumpVersion(env.CACHE, name);
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
    forgetAllSessions();
    const table = await coldAndWarm(SIGNED_IN, cookie);
    for (const path of SIGNED_IN.filter((p) => !p.startsWith('/api'))) {
      table[`${path} (page)`] = table[path]!;
      delete table[path];
    }
    Object.assign(table, await coldAndWarm(['/resource/notion'], { ...PAGE, ...cookie }));
    expect(table).toEqual(EXPECTED.signedIn);
  });

  it('a write is exactly one round trip to the primary', async () => {
    const { token } = await signUp();
    const table: Record<string, string | null> = {};
    const write = async (label: string, path: string, method: string, body: unknown) => {
      const response = await sendJson(path, method, body, { token });
      expect(response.status, label).toBeLessThan(400);
      const trips = tripsByDestinationOf(response);
      table[label] = trips && `${trips.primary}/${trips.replica}`;
      return response;
    };
    await write('save', '/api/bookmarks', 'POST', { resourceId: 'notion', type: 'resource' });
    await write('save again', '/api/bookmarks', 'POST', { resourceId: 'notion', type: 'resource' });
    await write('save a toolkit', '/api/bookmarks', 'POST', { resourceId: 'finals-survival-kit', type: 'toolkit' });
    const toolkit = await createToolkitAs(token, {
      title: 'Finals',
      description: 'What I use.',
      resourceIds: ['notion'],
    });
    await write('toolkit edit', `/api/toolkits/${toolkit.id}`, 'PUT', { title: 'Finals week' });
    await write('toolkit edit with its list', `/api/toolkits/${toolkit.id}`, 'PUT', {
      resourceIds: ['anki', 'notion'],
    });
    await write('a view (analytics event)', '/api/events', 'POST', {
      events: [
        {
          name: 'resource_view',
          path: '/resource/notion',
          properties: { resourceId: 'notion', resourceType: 'resource' },
        },
      ],
    });
    await write('post', '/api/bulletin/posts', 'POST', {
      title: 'How I plan finals week',
      body: 'A plan for finals week that works: one subject a day, and sleep.',
      tags: ['study'],
    });
    expect(table).toEqual(EXPECTED.writes);
  });
});

// [cold, warm] round trips as 'primary/replica'. Every read goes through the request's D1 session to a replica;
// only writes reach the primary. A page's sections read in one batch (worker/src/http/read-gathering.ts). Signed in, the first read checks the session (one replica read); the reads after it
// take that check for 10 s (worker/src/auth/session-memo.ts). The private pages themselves are client-rendered and
// read nothing.
const EXPECTED = {
  publicPages: {
    '/': ['0/1', '0/0'],
    '/browse': ['0/1', '0/0'],
    '/resource/notion': ['0/1', '0/0'],
    '/category/research': ['0/1', '0/0'],
    '/majors': ['0/1', '0/0'],
    '/majors/biology': ['0/1', '0/0'],
    '/trending': ['0/1', '0/0'],
    '/toolkits': ['0/1', '0/0'],
    '/toolkit/finals-survival-kit': ['0/1', '0/0'],
    '/bulletin-board': ['0/1', '0/0'],
    '/bulletin/scholarship-guide': ['0/1', '0/0'],
  },
  publicApi: {
    '/api/resources': ['0/1', '0/0'],
    '/api/resources/notion': ['0/1', '0/0'],
    '/api/categories': ['0/1', '0/0'],
    '/api/majors': ['0/1', '0/0'],
    '/api/majors/biology': ['0/1', '0/0'],
    '/api/popular-majors': ['0/1', '0/0'],
    '/api/toolkits/public': ['0/1', '0/0'],
    '/api/toolkits/finals-survival-kit': ['0/1', '0/0'],
    '/api/trending': ['0/0', '0/0'],
    '/api/search?q=notion': ['0/1', '0/0'],
    '/api/bulletin/articles': ['0/1', '0/0'],
    '/api/bulletin/latest': ['0/1', '0/0'],
  },
  signedIn: {
    '/api/profile': ['0/2', '0/1'],
    '/api/bookmarks': ['0/1', '0/1'],
    '/api/toolkits/mine': ['0/1', '0/1'],
    '/api/recommendations': ['0/1', '0/1'],
    '/dashboard (page)': ['0/0', '0/0'],
    '/saved (page)': ['0/0', '0/0'],
    '/resource/notion': ['0/1', '0/0'],
  },
  // 'primary/replica' of one write, signed in: the session check reads a replica, the write is one batch.
  writes: {
    save: '1/1',
    'save again': '1/1',
    'save a toolkit': '1/1',
    'toolkit edit': '1/3',
    'toolkit edit with its list': '1/4',
    // The check that the viewed resource exists travels in the write's batch.
    'a view (analytics event)': '1/1',
    post: '1/1',
  },
};
