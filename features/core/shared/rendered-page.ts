// What the shell's edge renderer (shell/src/entry-server.tsx, built into shell/dist-server) hands the worker, and
// where the page carries it for the browser entry: one definition that the renderer, the worker (through
// worker/src/pages/body/shell-renderer.d.ts) and the browser entry all type-check against (docs/decisions/0023).
import type { Locale } from './i18n/locales';
import type { HeadResult } from './page-head';

/** The id of the page's `<script type="application/json">` block: the data the browser hydrates from. */
export const ROUTER_DATA_ID = 'router-data';

/** The fetch loaders call: the browser's, or the worker's own app in-process when it renders the page. */
export type ApiFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** A stylesheet of the client build, with its text and the hash the page's CSP allows it by. */
export interface InlineStyle {
  /** Path under the site's root (assets/…). */
  file: string;
  css: string;
  /** 'sha256-…' of `css`, as a CSP source without its quotes. */
  hash: string;
}

/** One pass over the page's routes: its head and its body, from the same loader results. */
export interface RenderedBody {
  /** The matched route's head (`handle.head` over its loader data); null when no route declares one. */
  page: HeadResult | null;
  /** The HTML inside #root (every Suspense boundary resolved: React's out-of-order streaming needs inline scripts). */
  html: string;
  /** What React hoists to the head: preloads (the logo, the page's largest image). Title and meta are dropped: the
   * worker writes `page` instead, and the browser entry hands the head to React before hydrating. */
  hoisted: string;
  /** The loader data for `createBrowserRouter({ hydrationData })` and the answers views drew (`queries`), as JSON safe
   * inside a <script> element. */
  data: string;
  /** The stylesheets the page needs, the entry's first: inlined into the page, so its first paint waits for no
   * request (on a slow mobile link each one cost a render-blocking round trip). */
  styles: InlineStyle[];
  /** Their scripts beyond the entry, to preload beside it (paths under /assets). */
  scripts: string[];
}

/** The page in `locale` (its URL carries that language's prefix), or null when the browser should render it (a
 * redirect, a loader that threw). */
export type RenderBody = (request: Request, apiFetch: ApiFetch, locale: Locale) => Promise<RenderedBody | null>;

/** The scripts of the language's tables chunk (none for English). A page the browser renders draws nothing until its
 * language's texts have arrived, so it preloads them beside the entry. */
export type TablesScripts = (locale: Locale) => readonly string[];
