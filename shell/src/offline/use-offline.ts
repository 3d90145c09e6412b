// Whether the page shows saved content: the browser says it is offline, or the service worker answered something
// of this page from its cache (it says so by message, and again when asked, for answers that came before React).
import { useEffect, useState } from 'react';

/** Messages of shell/sw/service-worker.js. */
const FROM_CACHE = 'quadkit:from-cache';
const ASK = 'quadkit:offline-status?';

export function useOffline(): boolean {
  // False until mounted: the same on the server, on hydration and on a first client render.
  const [offline, setOffline] = useState(false);
  const [fromCache, setFromCache] = useState(false);
  useEffect(() => {
    const update = () => {
      setOffline(!navigator.onLine);
      // Back online: what loads next comes from the network again.
      if (navigator.onLine) setFromCache(false);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; fromCache?: boolean } | null;
      if (data?.type === FROM_CACHE) setFromCache(data.fromCache ?? true);
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    worker?.addEventListener('message', onMessage);
    worker?.controller?.postMessage({ type: ASK });
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      worker?.removeEventListener('message', onMessage);
    };
  }, []);
  return offline || fromCache;
}
