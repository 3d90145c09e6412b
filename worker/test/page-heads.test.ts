// Each public page's head as the worker renders it into index.html, declared by its route over the loader data
// its body is drawn from: title and description, canonical, share cards with the category's 1200x630 PNG, JSON-LD
// that parses (ItemList on lists, BreadcrumbList on detail pages, Article on articles); 404 with a noindex head for
// unknown ids; private pages noindex; hostile text escaped.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { ARTICLES } from '@quadkit/core/catalog/articles/index';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { toolkits } from '@quadkit/toolkits/schema';
import { callWorker, ORIGIN } from '../../tests/workers/call-worker';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import { getWithSession, signUp } from '../../tests/workers/session';
import worker from '../src/index';
import { headHtml, withHead } from '../src/pages/head/head-html';

type Node = Record<string, unknown> & { '@type': string };

function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (selector: RegExp) => selector.exec(head)?.[1];
  return {
    head,
    title: attr(/<title>([^<]*)<\/title>/),
    titles: head.match(/<title>/g)?.length ?? 0,
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Node,
    ),
  };
}

const page = async (path: string, init?: RequestInit) => {
  const response = await callWorker(path, init);
  return { response, ...readHead(await response.text()) };
};

const ofType = (nodes: Node[], type: string) => nodes.find((node) => node['@type'] === type);
const listLength = (node: Node | undefined) => (node?.itemListElement as unknown[] | undefined)?.length ?? 0;

describe('page heads rendered by the worker', () => {
  it('gives every public list page its title, canonical, site share image and an ItemList of at most 10', async () => {
    const lists: Array<[string, string]> = [
      ['/browse', 'Browse Resources – Quadkit'],
      ['/majors', 'Explore by Major – Quadkit'],
      ['/toolkits', 'Toolkits – Quadkit'],
      ['/trending', 'Trending Now – Quadkit'],
      ['/bulletin-board', 'Bulletin Board – Quadkit'],
      ['/category/research', 'Research – Quadkit'],
    ];
    for (const [path, title] of lists) {
      const head = await page(path);
      expect(head.response.status, path).toBe(200);
      expect(head.response.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(head.title, path).toBe(title);
      expect(head.titles, path).toBe(1);
      expect(head.description?.length, path).toBeGreaterThan(20);
      expect(head.canonical, path).toBe(`${ORIGIN}${path}`);
      expect(head.robots, path).toBeUndefined();
      expect(head.ogImage, path).toMatch(new RegExp(`^${ORIGIN}/images/(og/[a-z-]+|brand/og-image)\\.png$`));
      expect(head.twitterCard, path).toBe('summary_large_image');
      const list = ofType(head.jsonLd, 'ItemList');
      expect(listLength(list), path).toBeGreaterThan(0);
      expect(listLength(list), path).toBeLessThanOrEqual(10);
    }
    expect((await page('/category/research')).ogImage).toBe(`${ORIGIN}/images/og/research.png`);
  });

  it('describes /trending as its body does: not as live while no activity has been ranked yet', async () => {
    const head = await page('/trending');
    expect(head.description).toBe('Popular picks while trending warms up.');
  });

  it('describes the home page with the organisation, the search action and the featured items', async () => {
    const head = await page('/');
    expect(head.title).toBe('Quadkit – Free tools and student discounts for university students');
    expect(head.ogImage).toBe(`${ORIGIN}/images/brand/og-image.png`);
    const graph = (head.jsonLd[0]?.['@graph'] ?? []) as Node[];
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'ItemList']);
    const items = ofType(graph, 'ItemList')?.itemListElement as Array<{ position: number; url: string }>;
    expect(items.length).toBeLessThanOrEqual(10);
    expect(items[0]).toMatchObject({ position: 1, url: expect.stringMatching(`^${ORIGIN}/resource/`) });
  });

  it("gives a resource its own title and description, its category's image and a breadcrumb trail", async () => {
    const head = await page('/resource/notion');
    expect(head.response.status).toBe(200);
    const { resource } = (await (await callWorker('/api/resources/notion')).json()) as {
      resource: { title: string; description: string; category: string };
    };
    expect(head.title).toBe(`${resource.title} – Quadkit`);
    expect(head.canonical).toBe(`${ORIGIN}/resource/notion`);
    expect(head.description).toBe(resource.description.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(head.ogImage).toBe(`${ORIGIN}/images/og/${resource.category}.png`);
    const trail = ofType(head.jsonLd, 'BreadcrumbList')?.itemListElement as Array<{ name: string; item: string }>;
    expect(trail.map((crumb) => crumb.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/category/${resource.category}`,
      `${ORIGIN}/resource/notion`,
    ]);
  });

  it('gives majors, toolkits and articles their detail heads (breadcrumbs; Article on articles)', async () => {
    const major = await page('/majors/computer-science');
    expect(major.title).toBe('Computer Science – Quadkit');
    expect(major.ogImage).toBe(`${ORIGIN}/images/og/majors.png`);
    expect(listLength(ofType(major.jsonLd, 'BreadcrumbList'))).toBe(3);

    const kit = await page('/toolkit/finals-survival-kit');
    expect(kit.title).toMatch(/ – Toolkits – Quadkit$/);
    expect(kit.ogImage).toMatch(new RegExp(`^${ORIGIN}/images/og/[a-z-]+\\.png$`));
    expect(listLength(ofType(kit.jsonLd, 'BreadcrumbList'))).toBe(3);

    const first = ARTICLES[0]!;
    const article = await page(`/bulletin/${first.id}`);
    expect(article.title).toBe(`${first.title} – Quadkit`);
    expect(article.ogImage).toBe(`${ORIGIN}/images/og/articles/${first.id}.png`);
    expect(article.head).toContain('<meta property="og:type" content="article" />');
    expect(ofType(article.jsonLd, 'Article')).toMatchObject({
      headline: first.title,
      datePublished: first.date,
      mainEntityOfPage: `${ORIGIN}/bulletin/${first.id}`,
    });
    expect(listLength(ofType(article.jsonLd, 'BreadcrumbList'))).toBe(3);
  });

  it('answers 404 with a noindex not-found head for unknown ids', async () => {
    for (const path of [
      '/resource/no-such-resource',
      '/majors/no-such-major',
      '/toolkit/no-such-toolkit',
      '/bulletin/no-such-article',
      '/resource/%E0%A4%A',
    ]) {
      const head = await page(path);
      expect(head.response.status, path).toBe(404);
      expect(head.title, path).toBe('Page not found – Quadkit');
      expect(head.robots, path).toBe('noindex');
      expect(head.ogImage, path).toBeUndefined();
      expect(head.head, path).not.toContain('rel="canonical"');
    }
  });

  it('answers 404 for an unknown category, its head naming what the screen shows (noindex)', async () => {
    const head = await page('/category/no-such-category');
    expect(head.response.status).toBe(404);
    expect(head.title).toBe('No Such Category – Quadkit');
    expect(head.robots).toBe('noindex');
    expect(head.ogImage).toBeUndefined();
    expect(head.head).not.toContain('rel="canonical"');
  });

  it('keeps private pages out of search engines: noindex, no canonical, no share cards', async () => {
    for (const path of ['/saved', '/dashboard', '/submissions', '/admin', '/test-import', '/toolkit/x/edit']) {
      const head = await page(path);
      expect(head.response.status, path).toBe(200);
      expect(head.robots, path).toBe('noindex');
      expect(head.canonical, path).toBeUndefined();
      expect(head.ogImage, path).toBeUndefined();
    }
  });

  it("shows a private toolkit's head to its owner only, noindex, with hostile text escaped", async () => {
    const owner = await signUp();
    const id = `private-${crypto.randomUUID()}`;
    const hostile = `Kit "</title></script><script>alert(1)</script> & co`;
    await drizzle(env.DB)
      .insert(toolkits)
      .values({ id, userId: owner.user.id, title: hostile, description: "It's <b>mine</b>", visibility: 'private' });
    expect((await page(`/toolkit/${id}`)).response.status).toBe(404);

    const response = await getWithSession(`/toolkit/${id}`, owner.token);
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = readHead(html);
    expect(head.robots).toBe('noindex');
    expect(head.title).toBe(
      'Kit &quot;&lt;/title&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co – Toolkits – Quadkit',
    );
    expect(head.description).toBe('It&#39;s &lt;b&gt;mine&lt;/b&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(response.headers.get('Vary')).toContain('Cookie');
  });

  it("serves a detail page with 200 when D1 cannot answer: the head of what the body shows, else the site's", async () => {
    // An edge-cached answer would still name the resource: start from an empty edge cache.
    await bumpCatalogVersion(env.CACHE);
    const down = async (path: string) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(`${ORIGIN}${path}`), { ...env, DB: env.EMPTY_DB }, ctx);
      await waitOnExecutionContext(ctx);
      return { status: response.status, ...readHead(await response.text()) };
    };
    // The body falls back to the built-in list, and the head (from the same loader data) names that resource.
    const resource = await down('/resource/notion');
    expect(resource.status).toBe(200);
    expect(resource.title).toBe(`${RESOURCES.find((r) => r.id === 'notion')!.title} – Quadkit`);
    expect(resource.canonical).toBe(`${ORIGIN}/resource/notion`);
    // A toolkit has no stand-in: the site's head on the page's own URL.
    const kit = await down('/toolkit/finals-survival-kit');
    expect(kit.status).toBe(200);
    expect(kit.title).toBe('Quadkit – Free tools and student discounts for university students');
    expect(kit.canonical).toBe(`${ORIGIN}/toolkit/finals-survival-kit`);
  });

  it("never answers a page with index.html's 304: a page differs from the file", async () => {
    const file = await env.ASSETS.fetch(new Request(`${ORIGIN}/resource/notion`));
    const etag = file.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect((await callWorker('/resource/notion')).headers.get('ETag')).toBeNull();
    const again = await callWorker('/resource/notion', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(200);
    expect(readHead(await again.text()).canonical).toBe(`${ORIGIN}/resource/notion`);
  });

  it('replaces the static title and description of index.html and keeps everything else', () => {
    const index =
      '<html><head>\n<title>Static</title>\n<meta\n  name="description"\n  content="Static."\n/>\n<script src="/x.js"></script>\n</head><body></body></html>';
    const html = withHead(index, headHtml({ title: 'T', description: 'D', path: '/p' }, 'https://q.test'));
    expect(html).not.toContain('Static');
    expect(html).toContain('<script src="/x.js"></script>');
    expect(html).toContain('<title>T</title>');
    expect(html).toContain('<link rel="canonical" href="https://q.test/p" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    const json = headHtml({ title: 'T', description: 'D', path: '/', jsonLd: [{ name: '</script>' }] }, '');
    expect(json).toContain('{"name":"\\u003c/script>"}');
  });
});
