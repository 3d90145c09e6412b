// Page navigations: the shell's index.html with the page rendered in by the shell's edge renderer in one pass
// (body/page-body.ts, docs/decisions/0023): the head the matched route declares over its own loader data (title,
// description, canonical, share cards, JSON-LD; head/head-html.ts) and the body from the same loader results. HTTP
// 404 when its id names nothing (no soft 404s for crawlers), revalidated on every visit; an anonymous visitor's
// catalog page comes from the page cache (page-cache.ts) once rendered. Private pages stay the browser-rendered
// shell with the site's noindex head. Anything else the asset router answers (a missing file) is passed on as it is.
import type { Context } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { afterAnswer, CACHE_STATUS_HEADER } from '@quadkit/core/server/edge-cache';
import { missingHead, siteHeadAt, unlistedHead } from '@quadkit/core/shared/head-defaults';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import type { HeadResult } from '@quadkit/core/shared/page-head';
import type { RenderedBody } from '@quadkit/core/shared/rendered-page';
import { HTML_CACHE_CONTROL } from '../http/cache-control';
import { timeRender } from '../http/server-timing';
import { type InProcessFetch, renderPageBody, shellBuild, withBody, withTablesPreload } from './body/page-body';
import { headHtml, withHead } from './head/head-html';
import { isWholeRender, type KeptPage, keptPageBody, pageCacheFor } from './page-cache';
import { withOutsideRootTexts } from './locale/outside-root';
import { pageLocaleOf, withLanguage } from './locale/page-locale';
import { listRedirect } from './list-redirects';
import { isPublicPage } from './public-pages';
import { withSessionHint } from './session-hint';

export async function servePage(c: Context<AppEnv>, appFetch: InProcessFetch): Promise<Response> {
  const chosen = pageLocaleOf(c.req.raw, c.env.PSEUDO_LOCALES);
  if (chosen.kind === 'redirect') return chosen.response;
  const known = chosen.kind === 'page';
  const { locale, path } = known ? chosen : { locale: 'en' as const, path: c.req.path };
  const toList = known ? listRedirect(locale, path, new URL(c.req.url).search) : null;
  if (toList) return toList;
  // An English answer to an unprefixed URL depends on the reader's language headers: caches must tell them apart.
  const vary = known && chosen.negotiated ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding, Cookie';
  // A path whose escapes do not decode names nothing: 404 without a render.
  const decodes = known && pathDecodes(path);
  // Public pages are rendered for HEAD too: the status depends on what the loaders found.
  const rendered = isPublicPage(path) && decodes;
  // Keyed by the renderer's build (the same build as index.html) and the language: a kept page answers without
  // index.html.
  const cached =
    rendered && c.req.method === 'GET'
      ? await pageCacheFor(c.req.raw, { path, locale }, await shellBuild(), c.env.CACHE)
      : null;
  const hit = cached ? await cached.read() : null;
  if (hit !== null) return keptPage(c, hit, vary);
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
  const headers = pageHeaders(asset.headers, vary);
  const [indexHtml, body] = await Promise.all([
    asset.text(),
    rendered ? timeRender(() => renderPageBody(c.req.raw, appFetch, locale)) : null,
  ]);
  const head = decodes ? headOf(path, rendered, body, locale) : 'missing';
  const missing = head === 'missing' || head.notFound === true;
  const page = withHead(
    withOutsideRootTexts(withSessionHint(withLanguage(indexHtml, locale), c), locale),
    headHtml(head === 'missing' ? missingHead(locale) : head, origin, locale),
  );
  const answer = c.req.method === 'HEAD' ? null : body ? withBody(page, body) : await withTablesPreload(page, locale);
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

/** The page's head: the one its route declared in the render; the site's otherwise. */
function headOf(path: string, rendered: boolean, body: RenderedBody | null, locale: Locale): HeadResult {
  if (!rendered) return unlistedHead(locale);
  // The renderer failed or left the page to the browser (logged): the site's head on the page's own URL.
  return body?.page ?? siteHeadAt(path, locale);
}

function pathDecodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A page from the page cache: what its first render answered, and the same headers. */
async function keptPage(c: Context<AppEnv>, kept: KeptPage, vary: string): Promise<Response> {
  const headers = pageHeaders(new Headers({ 'Content-Type': 'text/html; charset=utf-8' }), vary);
  headers.set(CACHE_STATUS_HEADER, 'HIT');
  c.set('inlineStyleHashes', kept.inlineStyleHashes);
  const { body, encoding } = await keptPageBody(kept, c.req.header('Accept-Encoding'));
  if (!encoding) return new Response(body, { status: 200, headers });
  headers.set('Content-Encoding', encoding);
  // 'manual': the body is already encoded; the runtime sends it as it is.
  return new Response(body, { status: 200, headers, encodeBody: 'manual' });
}

function pageHeaders(assetHeaders: Headers, vary: string): Headers {
  const headers = new Headers(assetHeaders);
  headers.delete('Content-Length');
  headers.delete('ETag');
  // The page itself is revalidated on every visit (its hashed scripts are cached for a year): a deploy is seen
  // on the next visit, never stuck behind a stale index.html.
  headers.set('Cache-Control', HTML_CACHE_CONTROL);
  // The head depends on the cookie only for a private toolkit's owner; caches must not share it across visitors.
  // A kept page is sent gzipped to browsers that take it.
  headers.set('Vary', vary);
  return headers;
}
