// Browser entry: global styles, hand <head> tags over to React, then hydrate the page the worker rendered (its
// loader data inlined as JSON, docs/decisions/0019) or render a client-only page (private pages, offline shell).
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import '@quadkit/core/ui/styles/tokens.css';
import '@quadkit/core/ui/styles/base.css';
import '@quadkit/core/ui/styles/controls.css';
// Fields and link buttons appear on most screens (a search box, 'Report a problem'): global, so no screen draws
// them unstyled because it forgot to import them.
import '@quadkit/core/ui/fields.css';
import { App } from './app/app';
import { createAppRouter, withMatchedRoutesLoaded } from './app/browser-router';
import { routes } from './app/routes';
import { store } from './app/store';
import { ROUTER_DATA_ID } from '@quadkit/core/shared/rendered-page';
import type { SiteNotice } from '@quadkit/core/shared/realtime';
import { siteNoticeAtom } from './realtime/site-notice';
import { browserQueries, type DrawnAnswer } from '@quadkit/core/ui/data/query-cache';
import { sessionCheckedAtom } from '@quadkit/core/ui/session-atoms';
import { fetchSession } from '@quadkit/core/ui/session-api';
import { checkSession, SESSION_CHECK_TIMEOUT_MS } from './auth/session-bootstrap';
import { startOfflineSupport } from './offline/register-service-worker';
import { LOCALE_PREFIX, splitLocalePath } from '@quadkit/core/shared/i18n/locale-path';
import { LANGUAGE_TAG, textDirection } from '@quadkit/core/shared/i18n/locales';
import { LocaleProvider } from '@quadkit/core/ui/i18n/locale-context';
import { loadTranslations } from './i18n/load-translations';
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import { onTextMissing, registerTranslations } from '@quadkit/core/shared/i18n/translate';
import { startRealtime } from './realtime/start-realtime';

// The worker writes each page's <title>, description and robots rule for crawlers and first paint. Screens draw
// the same route's head with React 19 hoisting (RouteHead, and change it on navigation), and the browser honours
// only the first <title>, so the server's are removed before React takes over; share cards and JSON-LD stay.
for (const element of document.head.querySelectorAll('title, meta[name="description"], meta[name="robots"]'))
  element.remove();

// The page's language is its URL's prefix (the worker chose it; the offline shell and private pages carry it too).
// The prefix is the router's basename, so no screen's link has to name it.
const { locale } = splitLocalePath(window.location.pathname);
const basename = LOCALE_PREFIX[locale] || '/';
document.documentElement.lang = LANGUAGE_TAG[locale];
document.documentElement.dir = textDirection(locale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');

/** What the worker rendered the page with: the route loaders' data, the views' answers, the site notice and, in
 * Spanish or Chinese, the texts its render read (by table). */
type RenderedData = HydrationState & {
  queries?: Record<string, DrawnAnswer>;
  notice?: SiteNotice | null;
  texts?: LocaleTables;
};

function renderedData(): RenderedData | undefined {
  const text = document.getElementById(ROUTER_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as RenderedData) : undefined;
}
const hydrationData = renderedData();
// The hydrating render draws the notice the worker drew; the channel's 'joined' then keeps it current.
if (hydrationData?.notice) store.set(siteNoticeAtom, hydrationData.notice);
// Views the worker drew with data (home sections) start from its answers: no spinner, no second request.
if (hydrationData?.queries) browserQueries.hydrate(hydrationData.queries);
// The page's own texts came with it, so hydration waits for no download. The language's whole tables (the
// signed-in parts, and what the reader opens next) load when needed: for a signed-in reader once the page has
// hydrated, before the session is applied; for anyone at their first mouse move, touch or key, or when a text the
// page lacks is read. A reader who only reads fetches and evaluates none of them (about 20 KB gzip). English has no
// tables; a page the browser renders itself carries no texts and waits for them.
const pageTexts = hydrationData?.texts;
let tables: Promise<void> | undefined;
// Offline without the chunk on the device, the page still draws (in English) rather than not at all.
const loadTables = () => (tables ??= loadTranslations(locale).catch(console.warn));
if (pageTexts) {
  registerTranslations(locale as 'es' | 'zh', pageTexts, true);
  onTextMissing(loadTables);
  // A mouse moves and a finger touches (to scroll, too) before they press anything: the tables are usually in
  // before the chunk of what was pressed.
  for (const type of ['pointermove', 'pointerdown', 'keydown'])
    addEventListener(type, loadTables, { capture: true, once: true, passive: true });
}
const translations = pageTexts ? null : loadTables();

// The session is asked once, at once, while the first route's chunk downloads. On a page the worker rendered the
// answer is applied only once hydration has committed: the hydrating render must see the session as the worker
// did (not known yet), or every signed-in part would mismatch the server's HTML.
const session = fetchSession(AbortSignal.timeout(SESSION_CHECK_TIMEOUT_MS));
session.catch(() => {}); // reported by checkSession when applied
const applySession = () => checkSession(store, () => session);
/** After hydration: the session is applied (App marks the page hydrated once that is drawn), a signed-in reader's
 * after the whole tables. */
const hydrated = () =>
  void session
    .then(
      (user) => user && loadTables(),
      () => {},
    )
    .then(applySession);
if (!hydrationData) void applySession();

async function start(root: HTMLElement) {
  // Hydration must draw what the worker drew: the matched lazy routes are loaded first, and their loaders are
  // not run again (their data is the worker's).
  const [loadedRoutes] = await Promise.all([
    hydrationData ? withMatchedRoutesLoaded(routes, window.location, basename) : routes,
    translations,
  ]);
  const router = createAppRouter(loadedRoutes, store, basename, hydrationData);
  const app = (
    <StrictMode>
      <LocaleProvider locale={locale}>
        <App
          store={store}
          navigate={(to) => void router.navigate(to)}
          holdUntilSessionChecked={!hydrationData}
          onHydrated={hydrationData ? hydrated : undefined}
        >
          <RouterProvider router={router} />
        </App>
      </LocaleProvider>
    </StrictMode>
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page (React's default hydration lane is blocking); a click meanwhile hydrates its target first.
  if (hydrationData) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  return router;
}

const started = start(container);

// The 'system' realtime channel is not needed for first paint: once the session check has let the first screen
// draw, it subscribes, so it never competes with what the visitor is waiting for. Its small module is in the entry:
// a chunk of its own cost the first load more (one more request, and its name in the entry's preload list).
function startRealtimeAfterFirstPaint() {
  requestAnimationFrame(() => setTimeout(() => void started.then((router) => startRealtime(router, store))));
}
if (store.get(sessionCheckedAtom)) startRealtimeAfterFirstPaint();
else {
  const stop = store.sub(sessionCheckedAtom, () => {
    if (!store.get(sessionCheckedAtom)) return;
    stop();
    startRealtimeAfterFirstPaint();
  });
}

// Offline support (shell/sw): the service worker is registered once the page has loaded.
startOfflineSupport();
