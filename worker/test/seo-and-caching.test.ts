// robots.txt and sitemap.xml from D1 (only public pages, with lastmod), and the caching rules: public catalog
// answers carry an ETag and revalidate (a repeat costs a 304), a user's own data is private and never stored.
import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { bulletinSubmissions } from '@quadkit/bulletin/schema';
import { toolkits } from '@quadkit/toolkits/schema';
import { RESOURCES } from '@quadkit/core/catalog/resources';
import { callWorker, ORIGIN } from '../../tests/workers/call-worker';
import { getWithSession, signUp } from '../../tests/workers/session';
import { PRIVATE_PATH_PREFIXES } from '../src/seo/private-paths';

const db = () => drizzle(env.DB);

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** Every public page pattern the shell routes; a sitemap URL must be one of them. */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/(browse|majors|toolkits|trending|bulletin-board|developers)$/,
  /^\/(resource|category|toolkit|bulletin)\/[^/]+$/,
  /^\/majors\/[^/]+$/,
];

describe('robots.txt', () => {
  it('allows the public site, disallows every private page and names the sitemap on this origin', async () => {
    const response = await callWorker('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ['/saved', '/dashboard', '/submissions', '/admin', '/test-import', '/api/'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists every resource, category, major, public toolkit and published article, and nothing private', async () => {
    const owner = await signUp();
    const now = new Date();
    await db()
      .insert(toolkits)
      .values([
        {
          id: `public-${crypto.randomUUID()}`,
          userId: owner.user.id,
          title: 'Open kit',
          description: 'x',
          visibility: 'public',
        },
        {
          id: `private-${crypto.randomUUID()}`,
          userId: owner.user.id,
          title: 'Mine',
          description: 'x',
          visibility: 'private',
        },
      ]);
    const post = (status: 'approved' | 'pending') => ({
      id: `${status}-${crypto.randomUUID()}`,
      userId: owner.user.id,
      title: `A ${status} post`,
      body: 'Body',
      status,
      reviewedAt: status === 'approved' ? now : null,
    });
    const [approved, pending] = [post('approved'), post('pending')];
    await db().insert(bulletinSubmissions).values([approved, pending]);

    const response = await callWorker('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/xml');
    const xml = await response.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const locs = locsOf(xml).map((loc) => {
      expect(loc.startsWith(ORIGIN)).toBe(true);
      return loc.slice(ORIGIN.length);
    });
    expect(new Set(locs).size).toBe(locs.length);
    // Each page is listed in every language (its own tests: locale-urls.test.ts); here, the English listings.
    const paths = locs.filter((path) => !/^\/(es|zh)\//.test(path));
    for (const path of paths)
      expect(
        PUBLIC_PAGES.some((page) => page.test(path)),
        path,
      ).toBe(true);
    for (const prefix of PRIVATE_PATH_PREFIXES)
      expect(paths.some((p) => p.startsWith(prefix.replace('*', '')))).toBe(false);

    for (const r of RESOURCES) expect(paths).toContain(`/resource/${encodeURIComponent(r.id)}`);
    expect(paths).toContain('/category/research');
    expect(paths).toContain('/toolkit/finals-survival-kit');
    expect(paths).toContain('/majors');
    expect(paths).toContain('/developers');
    expect(paths.filter((p) => p.startsWith('/majors/')).length).toBeGreaterThan(10);
    expect(paths.some((p) => p.startsWith('/toolkit/public-'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/toolkit/private-'))).toBe(false);
    expect(paths).toContain(`/bulletin/${approved.id}`);
    expect(paths).not.toContain(`/bulletin/${pending.id}`);

    const notion = /<url><loc>[^<]*\/resource\/notion<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/.exec(xml);
    expect(notion?.[1]).toMatch(/^20\d\d-\d\d-\d\d$/);
    expect(xml).toContain(`/bulletin/${approved.id}</loc><lastmod>${now.toISOString().slice(0, 10)}</lastmod>`);
  });
});

describe('caching', () => {
  it.each(['/api/categories', '/api/resources/notion', '/api/majors', '/api/bulletin/articles'])(
    'gives %s an ETag and revalidated public caching; a repeat with the ETag answers 304 without a body',
    async (path) => {
      const first = await callWorker(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
      const tag = first.headers.get('ETag');
      expect(tag).toMatch(/^"[0-9a-f]+"$/);
      const repeat = await callWorker(path, { headers: { 'If-None-Match': tag! } });
      expect(repeat.status).toBe(304);
      expect(await repeat.text()).toBe('');
      expect(repeat.headers.get('ETag')).toBe(tag);
    },
  );

  it("keeps a user's own data private and unstored, and errors too", async () => {
    const me = await signUp();
    for (const path of [
      '/api/bookmarks',
      '/api/toolkits/mine',
      '/api/profile',
      '/api/auth/session',
      '/api/account/sessions',
      '/api/recommendations',
      '/api/resource-submissions/mine',
      '/api/bulletin/posts/mine',
    ]) {
      const response = await getWithSession(path, me.token);
      expect(response.headers.get('Cache-Control'), path).toMatch(/no-store/);
      expect(response.headers.get('ETag'), path).toBeNull();
    }
    const missing = await callWorker('/api/resources/no-such-resource');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe('private, no-store');
  });
});
