// The page's language for the API calls it makes: the worker writes it into <html lang> and the browser entry
// keeps it there, so every fetch can name it without a hook (event handlers and loaders have none).
import { LOCALE_HEADER } from '../../shared/i18n/request-locale';

/** `headers` with the page's language added (unchanged outside a browser, or where the page names none). */
export function withPageLanguage(headers: HeadersInit | undefined): Headers {
  const merged = new Headers(headers);
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (lang && !merged.has(LOCALE_HEADER)) merged.set(LOCALE_HEADER, lang);
  return merged;
}
