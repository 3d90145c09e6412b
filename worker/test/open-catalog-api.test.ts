// The public API's OpenAPI document: every public GET route in it and no private one; ETag and open CORS on those
// GETs only. The validator and the answers-match-schemas check run in Node: tests/e2e/open-catalog.test.ts.
import { describe, expect, it } from 'vitest';
import { callWorker, getJson } from '../../tests/workers/call-worker';

interface Doc {
  openapi: string;
  info: { version: string; description: string };
  paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, { schema: object }> }> } }>;
}

/** Listed here by hand, not read from the worker: a public route missing from the document fails this test. */
const PUBLIC_GETS = [
  '/api/resources',
  '/api/resources/{id}',
  '/api/categories',
  '/api/majors',
  '/api/majors/{majorId}',
  '/api/popular-majors',
  '/api/search',
  '/api/trending',
  '/api/toolkits/public',
  '/api/toolkits/{id}',
  '/api/bulletin/articles',
  '/api/bulletin/articles/{id}',
  '/api/bulletin/latest',
];

async function loadDoc(): Promise<Doc> {
  const { status, body } = await getJson<Doc>('/api/openapi.json');
  expect(status).toBe(200);
  return body;
}

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 naming version 1 and its stability rule (validated in tests/e2e/open-catalog.test.ts)', async () => {
    const doc = await loadDoc();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toMatch(/^1\./);
    expect(doc.info.description).toMatch(/breaking change .* new version/s);
  });

  it('documents every public GET route, with its query parameters, and no private route', async () => {
    const doc = await loadDoc();
    for (const path of PUBLIC_GETS) {
      const get = doc.paths[path]?.get as { summary?: string; responses?: Doc['paths'][string]['get'] } | undefined;
      expect(get?.summary, `${path} has a describeRoute()`).toBeTruthy();
      const ok = doc.paths[path]?.get?.responses['200']?.content?.['application/json']?.schema;
      expect(ok, `${path} documents its 200 answer`).toBeDefined();
    }
    const paths = Object.keys(doc.paths);
    for (const secret of ['/api/toolkits/mine', '/api/profile', '/api/bookmarks', '/api/avatars/{name}']) {
      expect(paths).not.toContain(secret);
    }
    const search = doc.paths['/api/search']?.get as unknown as { parameters: { name: string }[] };
    expect(search.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'category', 'limit']));
    const resources = doc.paths['/api/resources']?.get as unknown as { parameters: { name: string }[] };
    expect(resources.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['category', 'limit', 'cursor']));
  });

  it('answers with an ETag (a repeat is a 304) and open CORS', async () => {
    const first = await callWorker('/api/openapi.json');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    const again = await callWorker('/api/openapi.json', { headers: { 'If-None-Match': tag ?? '' } });
    expect(again.status).toBe(304);
  });
});

describe('the public GETs', () => {
  it('open CORS to any origin on public GETs only, keeping their ETag and cache headers', async () => {
    const asked = { headers: { Origin: 'https://study-app.example' } };
    const categories = await callWorker('/api/categories', asked);
    expect(categories.headers.get('access-control-allow-origin')).toBe('*');
    expect(categories.headers.get('etag')).toBeTruthy();
    expect(categories.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const preflight = await callWorker('/api/search?q=notion', {
      method: 'OPTIONS',
      headers: { ...asked.headers, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    // The second trending answer comes from the hot isolate's copy (worker/src/hot-trending.ts), with the same header.
    for (let i = 0; i < 2; i++) {
      const trending = await callWorker('/api/trending', asked);
      expect(trending.headers.get('access-control-allow-origin')).toBe('*');
      await trending.arrayBuffer();
    }
    for (const path of ['/api/toolkits/mine', '/api/auth/session', '/api/profile']) {
      const response = await callWorker(path, asked);
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });
});
