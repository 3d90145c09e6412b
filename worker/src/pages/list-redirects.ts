// A detail page's URL with its id taken off (/bulletin/{id} → /bulletin, /toolkit/{id} → /toolkit): a student
// shortening an address they were sent lands on the list it belongs to, not on 'Page not found'; and /resources,
// where the original product sent 'Couldn't load any resources'. Permanent redirects from the worker, so the
// router's first load (whose size is budgeted) carries none of them.
import { localizedPath } from '@quadkit/core/shared/i18n/locale-path';
import type { Locale } from '@quadkit/core/shared/i18n/locales';

const LIST_OF: Readonly<Record<string, string>> = {
  '/resource': '/browse',
  '/resources': '/browse',
  '/category': '/browse',
  '/toolkit': '/toolkits',
  '/bulletin': '/bulletin-board',
};

/** The 301 to the list `path` (without its language prefix) shortens, in the page's language; null for any other path. */
export function listRedirect(locale: Locale, path: string, search: string): Response | null {
  const list = LIST_OF[path.length > 1 ? path.replace(/\/$/, '') : path];
  if (!list) return null;
  return new Response(null, { status: 301, headers: { Location: localizedPath(locale, list) + search } });
}
