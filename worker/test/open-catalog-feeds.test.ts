// Atom feeds (RFC 4287) of new resources (all, per category) and of the bulletin, parsed with an XML parser; a
// resource approved through the admin flow heads them at once; pages link them; llms.txt follows D1.
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { call, signUpAdmin } from '../../tests/workers/api-calls';
import { callWorker } from '../../tests/workers/call-worker';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'entry' || name === 'link',
});

type Link = { '@rel': string; '@href': string; '@type'?: string };
interface Entry {
  id: string;
  title: string;
  updated: string;
  summary: string;
  link: Link[];
}
interface Feed {
  id: string;
  title: string;
  updated: string;
  author: { name: string };
  link: Link[];
  entry?: Entry[];
  '@xmlns': string;
}

async function readFeed(path: string): Promise<Feed> {
  const response = await callWorker(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/atom+xml');
  return (parser.parse(await response.text()) as { feed: Feed }).feed;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function expectValidAtom(feed: Feed): void {
  expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(feed.id).toMatch(/^https?:\/\//);
  expect(feed.title).toBeTruthy();
  expect(feed.updated).toMatch(RFC3339);
  expect(feed.author.name).toBe('Quadkit');
  expect(feed.link.map((l) => l['@rel']).sort()).toEqual(['alternate', 'self']);
  expect(feed.entry?.length).toBeGreaterThan(0);
  for (const entry of feed.entry ?? []) {
    expect(entry.id).toMatch(/^https?:\/\//);
    expect(String(entry.title)).toBeTruthy();
    expect(entry.updated).toMatch(RFC3339);
    expect(String(entry.summary)).toBeTruthy();
    expect(entry.link[0]?.['@href']).toBe(entry.id);
  }
  expect(new Set(feed.entry?.map((e) => e.id)).size).toBe(feed.entry?.length);
}

describe('Atom feeds', () => {
  it('carry every element RFC 4287 requires, for all resources, a category and the bulletin', async () => {
    for (const path of ['/feeds/resources.atom', '/feeds/resources/learning.atom', '/feeds/bulletin.atom']) {
      expectValidAtom(await readFeed(path));
    }
    const learning = await readFeed('/feeds/resources/learning.atom');
    const categories = await Promise.all(
      (learning.entry ?? []).map(
        async (e) =>
          (await call<{ resource: { category: string } }>(`/api/resources/${e.id.split('/resource/')[1]}`, 'GET')).body
            .resource.category,
      ),
    );
    expect(new Set(categories)).toEqual(new Set(['learning']));
    expect((await callWorker('/feeds/resources/no-such-category.atom')).status).toBe(404);
  });

  it('lists a resource approved through the admin flow first, in its category and in all', async () => {
    const admin = await signUpAdmin();
    const name = `Wombat Planner ${Date.now().toString(36)}`;
    const submitted = await call<{ submission: { id: string } }>('/api/resource-submissions', 'POST', {
      name: 'wombat',
      url: `https://wombat-${Date.now().toString(36)}.example.org`,
      description: 'A free weekly planner for students that syncs every deadline.',
      category: 'learning',
      email: '',
    });
    expect(submitted.status).toBe(201);
    const before = await readFeed('/feeds/resources.atom');
    expect(JSON.stringify(before)).not.toContain(name);
    const approved = await call<{ submission: { resourceId: string } }>(
      `/api/admin/resource-submissions/${submitted.body.submission.id}/approve`,
      'POST',
      {
        name,
        url: `https://wombat-${Date.now().toString(36)}.example.org`,
        description: 'A free weekly planner for students that syncs every deadline.',
        category: 'learning',
        tags: ['Free'],
      },
      { token: admin.token },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    for (const path of ['/feeds/resources.atom', '/feeds/resources/learning.atom']) {
      const first = (await readFeed(path)).entry?.[0];
      expect(first?.title, path).toBe(name);
      expect(first?.id).toMatch(new RegExp(`/resource/${approved.body.submission.resourceId}$`));
    }
  });

  it('are linked from the heads of home, /browse, a category and the board', async () => {
    const expected: Record<string, string> = {
      '/': '/feeds/resources.atom',
      '/browse': '/feeds/resources.atom',
      '/category/learning': '/feeds/resources/learning.atom',
      '/bulletin-board': '/feeds/bulletin.atom',
    };
    for (const [page, feed] of Object.entries(expected)) {
      const html = await (await callWorker(page)).text();
      const links = [...html.matchAll(/<link rel="alternate" type="application\/atom\+xml"[^>]*href="([^"]+)"/g)];
      expect(
        links.map((m) => new URL(m[1] ?? '').pathname),
        page,
      ).toContain(feed);
    }
  });
});

describe('llms.txt', () => {
  it('follows the llmstxt.org shape and the catalog in D1', async () => {
    const response = await callWorker('/llms.txt');
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^# Quadkit\n\n> /);
    expect(text).toMatch(/\n## Categories\n\n- \[[^\]]+\]\(http[^)]+\/category\/[a-z-]+\): \d+ resources/);
    expect(text).toContain('/api/openapi.json');
    expect(text).toContain('/mcp');
    const full = await (await callWorker('/llms-full.txt')).text();
    expect(full).toContain('/resource/notion');
    const admin = await signUpAdmin();
    const name = `Platypus Notes ${Date.now().toString(36)}`;
    const submitted = await call<{ submission: { id: string } }>('/api/resource-submissions', 'POST', {
      name: 'platypus',
      url: `https://platypus-${Date.now().toString(36)}.example.org`,
      description: 'Free shared lecture notes for students, organised by course code.',
      category: 'learning',
      email: '',
    });
    await call(
      `/api/admin/resource-submissions/${submitted.body.submission.id}/approve`,
      'POST',
      {
        name,
        url: `https://platypus-${Date.now().toString(36)}.example.org`,
        description: 'Free shared lecture notes for students, organised by course code.',
        category: 'learning',
        tags: ['Free'],
      },
      { token: admin.token },
    );
    expect(await (await callWorker('/llms-full.txt')).text()).toContain(name);
  });
});
