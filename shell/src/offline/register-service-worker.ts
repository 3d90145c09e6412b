// Registers the service worker (dist/sw.js, written by shell/scripts/offline-plugin.ts) once the page has loaded
// and the browser is idle, so it never competes with the first screen for the network or the main thread.
export function registerServiceWorkerAfterLoad(): void {
  // Development (Vite's server) and tests have no sw.js.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error) => console.warn('Offline support unavailable:', error));
  };
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(register) : setTimeout(register));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
