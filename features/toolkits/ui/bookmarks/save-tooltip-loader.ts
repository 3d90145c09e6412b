// Fetches the save control's Radix tooltip (a lazy chunk) once the page is idle after the first control
// shows, so it never weighs on the first load. Until it arrives the control renders without a tooltip.
import { useEffect, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';

export type SaveTooltipComponent = ComponentType<{ label: string; children: ReactElement }>;

let loaded: SaveTooltipComponent | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Starts (or joins) the download; resolves once the tooltip is ready. Tests await it before rendering. */
export function preloadSaveTooltip(): Promise<void> {
  loading ??= import('./save-tooltip').then(
    (module) => {
      loaded = module.SaveTooltip;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // Tooltips are an extra: without one the control still works. The next control to mount retries.
      console.warn('The save tooltip could not be loaded', error);
      loading = null;
    },
  );
  return loading;
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSaveTooltip(): SaveTooltipComponent | null {
  const tooltip = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  useEffect(() => {
    if (!loaded && !loading) whenIdle(() => void preloadSaveTooltip());
  }, []);
  return tooltip;
}
