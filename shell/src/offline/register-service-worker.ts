// Offline support's only code in the entry: registers the service worker (dist/sw.js, written by
// shell/scripts/offline-plugin.ts) once the page has loaded, and loads the offline notice when the network goes.
// Pages the service worker answers offline load the notice from the offline shell (offline-plugin.ts). Every byte
// here is in the first-load budget (tests/size), hence so little.
import './offline-notice.css';

export function startOfflineSupport(): void {
  const worker = navigator.serviceWorker;
  // Development (Vite's server) and tests have no sw.js.
  if (!import.meta.env.PROD || !worker) return;
  addEventListener('load', () => worker.register('/sw.js'));
  addEventListener('offline', () => import('./offline-notice'));
}
