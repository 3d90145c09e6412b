// The offline notice, "You're offline. Showing saved content.", shown while the browser is offline or the service
// worker answered something of this page from its cache (it says so by message, and again when asked, for answers
// that came before this module). Plain DOM outside React's root: loaded after first paint, on demand only; its
// styles ride in the entry's stylesheet (register-service-worker.ts), so this chunk has no CSS to wait for.
import { DEFAULT_LOCALE, LANGUAGE_TAG, type Locale } from '@quadkit/core/shared/i18n/locales';
import { translator } from '@quadkit/core/shared/i18n/translate';
import { offlineMessages } from './messages';

/** The page's language, from the `lang` the worker (or the offline shell) wrote on <html>. */
const locale =
  (Object.keys(LANGUAGE_TAG) as Locale[]).find((tag) => LANGUAGE_TAG[tag] === document.documentElement.lang) ??
  DEFAULT_LOCALE;

/** Messages of shell/sw/service-worker.js. */
const FROM_CACHE = 'quadkit:from-cache';
const ASK = 'quadkit:offline-status?';

let fromCache = false;
// A live region that stays in the page, so screen readers announce the text when it appears.
const bar = document.createElement('div');
bar.className = 'offline-notice';
bar.setAttribute('role', 'status');
document.body.prepend(bar);

function update(): void {
  const offline = fromCache || !navigator.onLine;
  // Translated when shown: the reader's language may be registered after this module ran.
  bar.textContent = offline ? translator(offlineMessages, locale)('notice') : '';
  // The page makes room for the bar (offline-notice.css).
  document.documentElement.toggleAttribute('data-offline', offline);
}

// Back online: what loads next comes from the network again. Only the event says so: navigator.onLine is true on
// a network that connects but answers nothing, where the service worker's word is what counts.
addEventListener('online', () => {
  fromCache = false;
  update();
});
addEventListener('offline', update);
navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
  const data = event.data as { type?: string; fromCache?: boolean } | null;
  if (data?.type !== FROM_CACHE) return;
  fromCache = data.fromCache ?? true;
  update();
});
navigator.serviceWorker?.controller?.postMessage({ type: ASK });
update();
