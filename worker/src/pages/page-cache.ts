// The edge cache of rendered public pages (Workers Cache API): rendering a page body runs React and the route
// loaders, so an anonymous visitor's catalog page (browse, categories, majors, resources) and home are rendered once
// per version of the data they show and per shell build, then served from the cache. A catalog page is keyed by
// the catalog version; home by the catalog, trending, public-toolkits and bulletin versions (features/core/server/
// versions.ts: each write that changes what home shows bumps one; docs/decisions/0019) and kept one minute at most,
// which bounds what no version covers (the bulletin authors' profiles, KV's propagation between locations); the board
// and its articles by the bulletin and profiles versions, the public toolkits and a toolkit by the catalog,
// public-toolkits and profiles versions, a minute at most too. Trending (windows no version covers) and any visitor
// with a cookie are always rendered fresh, and so is every page when KV cannot tell the versions. A page is kept
// gzipped: a browser gets those bytes as they are, instead of the runtime compressing the same HTML again on every
// visit (that compression cost a third of a kept page's answer).
import { EDGE_TTL_SECONDS, edgeCache, keyAtVersions } from '@quadkit/core/server/edge-cache';
import { findKept, keep } from '@quadkit/core/server/hot-copies';
import { readVersions, type VersionName } from '@quadkit/core/server/versions';
import { LOCALE_COOKIE } from '@quadkit/core/shared/i18n/locale-path';
import type { Locale } from '@quadkit/core/shared/i18n/locales';

/** What a kept page shows beyond its URL: the versions its key carries, and how long it may be kept at most. */
interface KeptKind {
  versions: readonly VersionName[];
  maxAgeSeconds: number;
}

const CATALOG_PAGE = /^\/(browse|majors(\/[^/]+)?|category\/[^/]+|resource\/[^/]+)$/;
const CATALOG: KeptKind = { versions: ['catalog'], maxAgeSeconds: EDGE_TTL_SECONDS };
/** Home's sections: categories, Popular, the featured strip and Popular Majors (catalog), Trending Now, Featured
 * Toolkits and the bulletin's latest articles. */
const HOME: KeptKind = { versions: ['catalog', 'trending', 'public-toolkits', 'bulletin'], maxAgeSeconds: 60 };

/** The board and an article: approved posts (an approval and an account deletion bump 'bulletin') with their
 * authors' public profiles ('profiles'). */
const BOARD_PAGE = /^\/(bulletin-board|bulletin\/[^/]+)$/;
const BOARD: KeptKind = { versions: ['bulletin', 'profiles'], maxAgeSeconds: 60 };

/** The public toolkits and a toolkit: what their edits, copies and deletions bump ('public-toolkits'; 'Used by'
 * moves with a copy), the resources they list ('catalog') and their makers' names ('profiles'); a minute at most,
 * as their API answers. A share link's page is never kept. */
const TOOLKIT_PAGE = /^\/(toolkits|toolkit\/[^/]+)$/;
const TOOLKITS: KeptKind = { versions: ['catalog', 'public-toolkits', 'profiles'], maxAgeSeconds: 60 };

const keptKindOf = (path: string): KeptKind | null => {
  if (path === '/') return HOME;
  if (CATALOG_PAGE.test(path)) return CATALOG;
  if (BOARD_PAGE.test(path)) return BOARD;
  return TOOLKIT_PAGE.test(path) ? TOOLKITS : null;
};

/** A rendered page worth keeping: every loader answered from D1 (no error state, no built-in fallback list). */
export const isWholeRender = (loaderData: string) => !/"ok":false|"source":"built-in"/.test(loaderData);

/** A rendered page and the CSP hashes of the stylesheets it inlines (its security headers must allow them). */
export interface RenderedPage {
  html: string;
  inlineStyleHashes: string[];
}

/** A kept page: its HTML gzipped, and its stylesheets' hashes. */
export interface KeptPage {
  gzipped: ArrayBuffer;
  inlineStyleHashes: string[];
}

/** Where a kept page carries its stylesheets' hashes. */
const STYLE_HASHES_HEADER = 'X-Inline-Style-Hashes';

export interface PageCache {
  read(): Promise<KeptPage | null>;
  /** Keeps the page for later anonymous visits. Never rejects. */
  write(page: RenderedPage): Promise<void>;
}

const gzip = (text: string) =>
  new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();

/** The kept page as the visitor's browser takes it: the gzipped bytes as they are, or the HTML when it cannot. */
export async function keptPageBody(page: KeptPage, acceptEncoding: string | undefined) {
  if (/\bgzip\b/.test(acceptEncoding ?? '')) return { body: page.gzipped, encoding: 'gzip' as const };
  const html = new Blob([page.gzipped]).stream().pipeThrough(new DecompressionStream('gzip'));
  return { body: await new Response(html).text(), encoding: null };
}

/** A cookie other than the saved language (which the page's URL already reflects) may change what is drawn. */
const hasOtherCookies = (header: string | null) =>
  (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .some((part) => part !== '' && !part.startsWith(`${LOCALE_COOKIE}=`));

/**
 * The cache slot for this request, or null when the page must be rendered for this visitor. `page`: the page's
 * path without its language prefix, and the language it is drawn in (part of the key).
 */
export async function pageCacheFor(
  request: Request,
  page: { path: string; locale: Locale },
  build: string | null,
  kv: KVNamespace,
): Promise<PageCache | null> {
  const cache = edgeCache();
  const url = new URL(request.url);
  if (!cache || !build || request.method !== 'GET' || hasOtherCookies(request.headers.get('Cookie'))) return null;
  const kind = keptKindOf(page.path);
  if (!kind || url.searchParams.has('share')) return null;
  // Read before the render: a page drawn from data a write changed meanwhile is kept under the older key.
  const versions = await readVersions(kv, kind.versions).catch(() => null);
  if (!versions) return null;
  // The format is part of the key: a page kept by an earlier worker in another form is never read as this one.
  const key = keyAtVersions(url.href, versions, { __locale: page.locale, __build: build, __kept: 'gzip' });
  return {
    async read() {
      const hit = await findKept(cache, key);
      if (!hit) return null;
      const hashes = new Headers(hit.headers).get(STYLE_HASHES_HEADER);
      return { gzipped: hit.body, inlineStyleHashes: hashes ? hashes.split(' ') : [] };
    },
    async write({ html, inlineStyleHashes }) {
      try {
        // Stored as opaque bytes (no Content-Encoding), so the cache hands back exactly what was gzipped.
        const headers = {
          'Content-Type': 'application/octet-stream',
          [STYLE_HASHES_HEADER]: inlineStyleHashes.join(' '),
        };
        await keep(cache, key, { body: await gzip(html), headers }, kind.maxAgeSeconds);
      } catch (error) {
        console.warn('Page cache write failed:', error);
      }
    },
  };
}
