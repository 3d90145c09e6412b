// The page rendered by the shell's edge renderer (docs/decisions/0023): its head from the matched route's
// declaration, its screen's HTML inside #root, the route loaders' data as a JSON block the browser entry hydrates from (type application/json: never executed, so
// the CSP's script rule stands), the stylesheets the page needs inlined (its first paint waits for no request; the
// CSP allows each by its hash) and a modulepreload per script the matched screens need.
import { LANGUAGE_TAG, type Locale } from '@quadkit/core/shared/i18n/locales';
import { LOCALE_HEADER } from '@quadkit/core/shared/i18n/request-locale';
import { type RenderedBody, ROUTER_DATA_ID } from '@quadkit/core/shared/rendered-page';
import { ReadGathering } from '../../http/read-gathering';

/** Runs a request through the worker's own app (app.fetch with this request's env and context). */
export type InProcessFetch = (request: Request) => Promise<Response>;

const ROOT = '<div id="root"></div>';

/** The shell's edge renderer, loaded on the first page request only: API requests and the Workers tests that never
 * render a page skip it. */
const shellRenderer = () => import('@quadkit/shell/server');

/**
 * Renders `request`'s page, its API calls going through the worker's own app with the visitor's cookie (answers
 * that depend on who asks, such as a private toolkit for its owner, are the ones the page shows). Null when the
 * page stays client-rendered (or the renderer failed: logged).
 */
export async function renderPageBody(
  request: Request,
  fetchApp: InProcessFetch,
  locale: Locale,
): Promise<RenderedBody | null> {
  const origin = new URL(request.url).origin;
  const cookie = request.headers.get('Cookie');
  // The render's API calls read D1 together: their reads go as one batch where they can (read-gathering.ts).
  const gathering = new ReadGathering();
  const apiFetch = (input: RequestInfo | URL, init?: RequestInit) => {
    // `credentials: 'omit'` (a public read such as the site notice) leaves the cookie out, so the read costs no
    // session check; workerd refuses the field itself, so it is taken off before the Request is made.
    const { credentials, ...rest } = (init ?? {}) as RequestInit & { credentials?: string };
    const inner = new Request(new URL(input instanceof Request ? input.url : String(input), origin), rest);
    if (cookie && credentials !== 'omit') inner.headers.set('Cookie', cookie);
    // The page's API answers (an error a loader shows) speak the page's language, as the browser's calls do.
    inner.headers.set(LOCALE_HEADER, LANGUAGE_TAG[locale]);
    return gathering.participate(() => fetchApp(inner));
  };
  try {
    const { renderBody } = await shellRenderer();
    return await renderBody(new Request(request.url, { signal: request.signal }), apiFetch, locale);
  } catch (error) {
    console.error(`Rendering ${new URL(request.url).pathname} failed; the browser renders it instead`, error);
    return null;
  }
}

const preloadLink = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * A page the browser renders (a private page; a render that failed) in Spanish or Chinese: it draws nothing until
 * the language's tables have arrived, so they download beside the entry rather than after it has run.
 */
export async function withTablesPreload(indexHtml: string, locale: Locale): Promise<string> {
  if (locale === 'en') return indexHtml;
  try {
    const links = (await shellRenderer()).tablesScripts(locale).map(preloadLink).join('');
    return indexHtml.replace('</head>', `${links}</head>`);
  } catch (error) {
    console.error('The edge renderer did not load; the page loads its texts after the entry', error);
    return indexHtml;
  }
}

const stylesheetLink = (file: string, extra = '') => `<link rel="stylesheet" crossorigin href="/${file}"${extra}>`;

/** Which shell build the renderer belongs to (the page cache's key), or null when it cannot load (logged). */
export async function shellBuild(): Promise<string | null> {
  try {
    return (await shellRenderer()).shellBuild;
  } catch (error) {
    console.error('The edge renderer did not load; pages are not kept', error);
    return null;
  }
}

const INLINED = ' media="not all" disabled';

/** index.html (with the page's head already written in) around the rendered body. */
export function withBody(indexHtml: string, body: RenderedBody): string {
  const links = [
    // Each stylesheet's text, then its link, disabled and for no media: never fetched (Chromium 150's preload
    // scanner fetches a link that is only disabled), but Vite's loader of lazy chunks sees it and does not fetch
    // and apply the file a second time.
    ...body.styles.map(({ file, css }) => `<style>${css}</style>${stylesheetLink(file, INLINED)}`),
    // The screen's chunks download beside the entry rather than after it has run (no script waterfall).
    ...body.scripts.map(preloadLink),
  ].join('');
  // The entry's own links in index.html go: their text is inlined above.
  const unlinked = body.styles.reduce((html, { file }) => html.replace(stylesheetLink(file), ''), indexHtml);
  const page = unlinked.replace('</head>', `${body.hoisted}${links}</head>`);
  const at = page.indexOf(ROOT);
  if (at < 0) throw new Error('index.html is missing <div id="root"></div>');
  const data = `<script type="application/json" id="${ROUTER_DATA_ID}">${body.data}</script>`;
  return `${page.slice(0, at)}<div id="root">${body.html}</div>${data}${page.slice(at + ROOT.length)}`;
}
