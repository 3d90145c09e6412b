// The edge renderer (docs/decisions/0023), built by `vite build --ssr` into dist-server and imported by the worker:
// runs the page's route loaders with the worker's in-process fetch, renders the same tree the browser hydrates
// (as a visitor whose session is not known yet), takes the page's head from the matched route's `handle.head` over
// the same loader results, and hands over the stylesheets (to inline) and scripts (to preload) the routes need.
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type DataRouteMatch,
  type Params,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { EdgeQueryCache } from '@quadkit/core/ui/data/edge-query-cache';
import { QueryCacheContext, queryCacheContext } from '@quadkit/core/ui/data/query-cache';
import type { RouteHandle } from '@quadkit/core/shared/page-head';
import type { ApiFetch, InlineStyle, RenderBody, TablesScripts } from '@quadkit/core/shared/rendered-page';
import { apiFetchContext } from '@quadkit/core/ui/data/rpc';
import { headOf } from '@quadkit/core/ui/route-head';
import type { SiteNotice } from '@quadkit/core/shared/realtime';
import { LOCALE_PREFIX, splitLocalePath } from '@quadkit/core/shared/i18n/locale-path';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import * as pseudo from '@quadkit/core/shared/i18n/pseudo';
import { registerPseudoText, registerTranslations } from '@quadkit/core/shared/i18n/translate';
import { LocaleProvider } from '@quadkit/core/ui/i18n/locale-context';
import { App } from './app/app';
import { siteNoticeAtom } from './realtime/site-notice';
import { routes } from './app/routes';
import { assetsByModule, type ChunkAssets, entryStyles, homeAssets, stylesheets } from './ssr/client-assets';
import { moduleOf } from './ssr/module-keys';
import { noteReads, pick, readsOf } from './ssr/page-texts';
import es from './i18n/es';
import zh from './i18n/zh';

export { shellBuild } from './ssr/client-assets';

/** The language's tables chunk (src/i18n/<code>.ts, which load-translations imports), for pages the browser renders. */
export const tablesScripts: TablesScripts = (locale) => assetsByModule[`src/i18n/${locale}.ts`]?.scripts ?? [];

// Every language is registered once per isolate: the worker renders pages in any of them. Reads are noted, so each
// page hands the browser the tables its render used (ssr/page-texts.ts).
registerTranslations('es', noteReads(es));
registerTranslations('zh', noteReads(zh));
const TABLES: Partial<Record<Locale, LocaleTables>> = { es, zh };
// The pseudo-locales' text too: pages under /en-xa/ render only where the worker's config turns them on.
registerPseudoText(pseudo);

/**
 * Files of the matched routes: their lazy screen and loader modules' chunks; the home page's sections. The
 * stylesheets start with the entry's and come with their text, in the order a browser would have applied them.
 */
function assetsOf(matches: DataRouteMatch[]): { styles: InlineStyle[]; scripts: string[] } {
  const styles = new Set<string>(entryStyles);
  const scripts = new Set<string>();
  const add = (assets: ChunkAssets | undefined) => {
    for (const file of assets?.styles ?? []) styles.add(file);
    for (const file of assets?.scripts ?? []) scripts.add(file);
  };
  for (const { route } of matches) {
    if (route.index) add(homeAssets);
    for (const part of [route.Component, route.loader]) {
      const key = moduleOf(part);
      if (key) add(assetsByModule[key]);
    }
  }
  const inline = [...styles].map((file) => stylesheets[file]);
  // A stylesheet missing from the build's list would leave the page unstyled: the browser renders it instead.
  if (inline.some((style) => !style)) throw new Error(`A stylesheet of ${[...styles].join(', ')} is not in the build`);
  return { styles: inline as InlineStyle[], scripts: [...scripts] };
}

/** JSON that cannot end its <script> element or open a comment there. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** React emits hoisted tags (<link>, <title>, <meta>) first; they belong in the head, not in #root. */
function splitHoisted(rendered: string): { hoisted: string; html: string } {
  const hoisted = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title\b[^>]*>[^<]*<\/title>)/;
  const links: string[] = [];
  let rest = rendered;
  for (let match = hoisted.exec(rest); match; match = hoisted.exec(rest)) {
    if (match[0].startsWith('<link')) links.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { hoisted: links.join(''), html: rest };
}

type HeadMatch = { handle: RouteHandle | undefined; params: Params; loaderData: unknown };

/** The matched route's head, with the parts its route keeps for crawlers in a module of its own (home's). */
async function pageHeadOf(matches: HeadMatch[], url: URL, slot: (key: string) => unknown, locale: Locale) {
  const head = headOf(matches, url, slot, locale);
  const match = matches.findLast((candidate) => candidate.handle?.edgeHead);
  const load = match?.handle?.edgeHead;
  if (!head || head === 'missing' || !match || !load) return head;
  return {
    ...head,
    ...(await load()).default({ data: match.loaderData, params: match.params, url, slot, locale }),
  };
}

/** The page's URL as its route's head reads it: without the language's prefix (the worker adds it back). */
function unprefixedUrl(href: string): URL {
  const url = new URL(href);
  url.pathname = splitLocalePath(url.pathname).path;
  return url;
}

/** The admin's notice in force, or null (also when the channel cannot be asked: the page must still render). */
async function noticeInForce(request: Request, apiFetch: ApiFetch): Promise<SiteNotice | null> {
  try {
    // The same notice for everyone: asked without the visitor's cookie, so it costs no session check.
    const response = await apiFetch(new URL('/api/realtime/notice', request.url), { credentials: 'omit' });
    return response.ok ? ((await response.json()) as { notice: SiteNotice | null }).notice : null;
  } catch {
    return null;
  }
}

/**
 * The page's body, or null when the client should render it instead (a redirect, or a loader that threw: the
 * screens' error boundaries are the browser's).
 */
export const renderBody: RenderBody = async (request, apiFetch, locale) => {
  // The language's prefix is the routers' basename: the screens' links and the heads' paths never carry it.
  const handler = createStaticHandler(routes, { basename: LOCALE_PREFIX[locale] || '/' });
  const context = new RouterContextProvider();
  context.set(apiFetchContext, apiFetch);
  // One query cache per request: nothing a visitor is answered is kept for the next one.
  const queries = new EdgeQueryCache(context);
  context.set(queryCacheContext, queries);
  const result = await handler.query(request, { requestContext: context });
  if (result instanceof Response || result.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, result);
  // The site notice is drawn into the first paint (the channel only confirms it later): no layout shift.
  const store = createStore();
  const notice = await noticeInForce(request, apiFetch);
  store.set(siteNoticeAtom, notice);
  let failed: unknown = null;
  // prerender, not renderToReadableStream: it waits for every Suspense boundary (lazy home sections) and inlines
  // it, where the streaming renderer flushes the shell first and patches the rest in with inline scripts, which
  // the CSP blocks.
  const { result: rendered, reads: textsRead } = await readsOf(() =>
    prerender(
      <StrictMode>
        {/* A store per request: nothing a visitor sees is kept for the next one. */}
        {/* Views that can load here (home sections) are drawn with their data, not their spinners. */}
        <LocaleProvider locale={locale}>
          <QueryCacheContext value={queries}>
            <App store={store} navigate={() => {}} holdUntilSessionChecked={false}>
              <StaticRouterProvider router={router} context={result} hydrate={false} />
            </App>
          </QueryCacheContext>
        </LocaleProvider>
      </StrictMode>,
      {
        signal: request.signal,
        // Never outline a large finished boundary either (that too is patched in by an inline script).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          failed = error;
        },
      },
    ),
  );
  if (failed) throw failed;
  const answers = queries.dehydrate();
  const tables = TABLES[locale];
  const matches = result.matches.map(({ route, params }) => ({
    handle: route.handle as RouteHandle | undefined,
    params,
    loaderData: result.loaderData[route.id],
  }));
  return {
    page: await pageHeadOf(matches, unprefixedUrl(request.url), (key) => answers[key], locale),
    ...splitHoisted(await new Response(rendered.prelude).text()),
    data: scriptSafeJson({
      loaderData: result.loaderData,
      actionData: result.actionData,
      queries: answers,
      notice,
      // The language's texts this render read: the browser hydrates with them (English needs none).
      texts: tables && pick(tables, textsRead),
    }),
    ...assetsOf(result.matches),
  };
};
