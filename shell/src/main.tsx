// Browser entry: global styles, hand <head> tags over to React, render the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@quadkit/core/ui/styles/tokens.css';
import '@quadkit/core/ui/styles/base.css';
import '@quadkit/core/ui/styles/controls.css';
import { App, router } from './app/app';
import { store } from './app/store';
import { sessionCheckedAtom } from '@quadkit/core/ui/session-atoms';
import { startOfflineSupport } from './offline/register-service-worker';

// The worker renders each page's <title>, description and robots rule for crawlers and first paint.
// Screens render their own with React 19 hoisting (and change them on navigation), and the browser honours only
// the first <title>, so the server's are removed before React takes over; share cards and JSON-LD stay.
for (const element of document.head.querySelectorAll('title, meta[name="description"], meta[name="robots"]'))
  element.remove();

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The 'system' realtime channel is not needed for first paint: once the session check has let the first screen
// draw, its module loads and subscribes, so it never competes with what the visitor is waiting for.
function startRealtimeAfterFirstPaint() {
  requestAnimationFrame(() =>
    setTimeout(
      () => void import('./realtime/start-realtime').then(({ startRealtime }) => startRealtime(router, store)),
    ),
  );
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
