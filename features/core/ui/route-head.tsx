// The matched route's head in the browser: document.title, the description and the robots rule, from the route's
// own `handle.head` and loader data (core/shared/page-head.ts), so a client navigation updates them the way the
// worker wrote them into the first page. Share cards and JSON-LD are for crawlers, which read the worker's page.
import { type UIMatch, useLocation, useMatches } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '../shared/i18n/locales';
import type { HeadArgs, HeadResult, RouteHandle } from '../shared/page-head';
import { useLocale } from './i18n/locale-context';

/** The deepest matched route that declares a head, and its head; null when none does. */
export function headOf(
  matches: ReadonlyArray<Pick<UIMatch, 'handle' | 'loaderData' | 'params'>>,
  url: URL,
  slot: HeadArgs<unknown>['slot'] = () => undefined,
  locale: Locale = DEFAULT_LOCALE,
): HeadResult | null {
  const match = matches.findLast((candidate) => (candidate.handle as RouteHandle | undefined)?.head);
  const head = (match?.handle as RouteHandle | undefined)?.head;
  return match && head ? head({ data: match.loaderData, params: match.params, url, slot, locale }) : null;
}

export function RouteHead() {
  const matches = useMatches();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  // Only structured data uses the origin, and the browser draws none: any origin serves while rendering.
  const head = headOf(matches, new URL(pathname + search, 'https://quadkit.invalid'), undefined, locale);
  // No head declared (a private screen sets its own), or 'missing' (the screen's not-found state sets it).
  if (!head || head === 'missing') return null;
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
