// Fetches the save control's Radix tooltip (a lazy chunk) on the first sign of intent, a pointer entering or
// focus reaching a save control, so it never weighs on the first load of a page. Until it arrives the control
// is the same button without a tooltip; then every control swaps to the Radix version (see save-button.tsx).
import { useSyncExternalStore, type ComponentType, type ReactElement } from 'react';

export type SaveTooltipComponent = ComponentType<{ label: string; children: ReactElement }>;

let loaded: SaveTooltipComponent | null = null;
let loading: Promise<void> | null = null;
/** The element that had keyboard focus when the tooltip arrived: that control takes it back after the swap. */
let focusedAtSwap: Element | null = null;
/** A save control is being pressed (pointer or key down): swapping it now would eat the click. */
let pressing = false;
const listeners = new Set<() => void>();

/** The tooltip, arrived while a control was pressed: published once the press is over. */
let held: SaveTooltipComponent | null = null;

function publish(tooltip: SaveTooltipComponent): void {
  if (pressing) {
    held = tooltip;
    return;
  }
  loaded = tooltip;
  // Only keyboard focus (:focus-visible) is handed on: Radix opens the tooltip on it, which after a click it
  // would not have done.
  const active = document.activeElement;
  focusedAtSwap = active?.matches(':focus-visible') ? active : null;
  for (const listener of listeners) listener();
}

function release(): void {
  if (!pressing) return;
  pressing = false;
  // After this task the press has become a click on the old element; only then may the swap replace it.
  setTimeout(() => {
    const tooltip = held;
    held = null;
    if (tooltip) publish(tooltip);
  });
}

function markPressed(): void {
  if (pressing) return;
  pressing = true;
  for (const type of ['pointerup', 'pointercancel', 'keyup', 'blur'] as const) {
    window.addEventListener(type, release, { once: true, capture: true });
  }
}

/** Starts (or joins) the download; resolves once the tooltip is ready. Tests await it before rendering. */
export function preloadSaveTooltip(): Promise<void> {
  loading ??= import('./save-tooltip').then(
    (module) => publish(module.SaveTooltip),
    (error: unknown) => {
      // Tooltips are an extra: without one the control still works. The next hover or focus retries.
      console.warn('The save tooltip could not be loaded', error);
      loading = null;
    },
  );
  return loading;
}

/** Whether `element` had keyboard focus when the tooltip arrived (and so gets it back once swapped). */
export function hadFocusAtSwap(element: Element | null): boolean {
  return element !== null && element === focusedAtSwap;
}

/** Event handlers for the plain control: intent starts the download; a press holds the swap back. */
export const loadOnIntent = {
  onPointerEnter: (event: { pointerType: string }) => {
    // Radix shows no tooltip to touch, so a tap need not fetch one.
    if (event.pointerType !== 'touch') void preloadSaveTooltip();
  },
  onFocus: () => void preloadSaveTooltip(),
  onPointerDown: markPressed,
  onKeyDown: markPressed,
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSaveTooltip(): SaveTooltipComponent | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
