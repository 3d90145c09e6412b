// Page navigations: the shell's index.html with the page's own head rendered in (title, description, canonical,
// share cards, JSON-LD; see head/page-heads.ts) and, on public pages, its body rendered by the shell's edge renderer
// (body/page-body.ts, docs/decisions/0019), HTTP 404 when its id names nothing (no soft 404s for crawlers),
// revalidated on every visit; an anonymous visitor's catalog page comes from the page cache (page-cache.ts) once
// rendered. Anything else the asset router answers (a missing file) is passed on as it is.
import type { Context } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { afterAnswer, CACHE_STATUS_HEADER } from '@quadkit/core/server/edge-cache';
import { HTML_CACHE_CONTROL } from '../http/cache-control';
import { timeRender } from '../http/server-timing';
import { renderPageBody, shellBuild, withBody } from './body/page-body';
import { headHtml, withHead } from './head/head-html';
import { type InProcessFetch, pageApis } from './head/in-process-api';
import { isPublicPage, MISSING_HEAD, pageHead } from './head/page-heads';
import { isWholeRender, type KeptPage, keptPageBody, pageCacheFor } from './page-cache';
import { sharingGets } from './shared-gets';

export async function servePage(c: Context<AppEnv>, appFetch: InProcessFetch): Promise<Response> {
  // Private pages stay client-rendered (they need the session; their head says noindex); HEAD needs no body.
  const rendered = isPublicPage(c.req.path) && c.req.method === 'GET';
  // Keyed by the renderer's build (the same build as index.html): a kept page answers without index.html.
  const cached = rendered ? await pageCacheFor(c.req.raw, await shellBuild(), c.env.CACHE) : null;
  const hit = cached ? await cached.read() : null;
  if (hit !== null) return keptPage(c, hit);
  const fetchApp = sharingGets(appFetch);
  // Unconditional: the page differs from index.html, so a validator of index.html's must never yield a 304.
  const request = new Request(c.req.raw);
  request.headers.delete('If-None-Match');
  request.headers.delete('If-Modified-Since');
  const asset = await c.env.ASSETS.fetch(request);
  const html = asset.headers.get('Content-Type')?.startsWith('text/html') ?? false;
  if (!html || asset.status !== 200) {
    // The assets binding's response has immutable headers: copy it before the security middleware adds its own.
    return new Response(asset.body, { status: asset.status, statusText: asset.statusText, headers: asset.headers });
  }
  const origin = new URL(c.req.url).origin;
  const headers = pageHeaders(asset.headers);
  const [indexHtml, head, body] = await Promise.all([
    asset.text(),
    pageHead(c.req.path, {
      origin,
      api: pageApis(fetchApp, origin, c.req.header('Cookie')),
      share: c.req.query('share'),
    }),
    rendered ? timeRender(() => renderPageBody(c.req.raw, fetchApp)) : null,
  ]);
  const missing = head === 'missing' || head.notFound === true;
  const page = withHead(indexHtml, headHtml(head === 'missing' ? MISSING_HEAD : head, origin));
  const answer = c.req.method === 'HEAD' ? null : body ? withBody(page, body) : page;
  // The security headers allow the page's inlined stylesheets, each by its hash.
  const inlineStyleHashes = body?.styles.map((style) => style.hash) ?? [];
  c.set('inlineStyleHashes', inlineStyleHashes);
  if (cached) {
    headers.set(CACHE_STATUS_HEADER, 'MISS');
    if (answer !== null && body && !missing && isWholeRender(body.data))
      await afterAnswer(c, cached.write({ html: answer, inlineStyleHashes }));
  }
  return new Response(answer, {
    status: missing ? 404 : 200,
    statusText: missing ? 'Not Found' : 'OK',
    headers,
  });
}

/** A page from the page cache: what its first render answered, and the same headers. */
async function keptPage(c: Context<AppEnv>, kept: KeptPage): Promise<Response> {
  const headers = pageHeaders(new Headers({ 'Content-Type': 'text/html; charset=utf-8' }));
  headers.set(CACHE_STATUS_HEADER, 'HIT');
  c.set('inlineStyleHashes', kept.inlineStyleHashes);
  const { body, encoding } = await keptPageBody(kept, c.req.header('Accept-Encoding'));
  if (!encoding) return new Response(body, { status: 200, headers });
  headers.set('Content-Encoding', encoding);
  // 'manual': the body is already encoded; the runtime sends it as it is.
  return new Response(body, { status: 200, headers, encodeBody: 'manual' });
}

function pageHeaders(assetHeaders: Headers): Headers {
  const headers = new Headers(assetHeaders);
  headers.delete('Content-Length');
  headers.delete('ETag');
  // The page itself is revalidated on every visit (its hashed scripts are cached for a year): a deploy is seen
  // on the next visit, never stuck behind a stale index.html.
  headers.set('Cache-Control', HTML_CACHE_CONTROL);
  // The head depends on the cookie only for a private toolkit's owner; caches must not share it across visitors.
  // A kept page is sent gzipped to browsers that take it.
  headers.set('Vary', 'Accept-Encoding, Cookie');
  return headers;
}
