// Fetches the save control's Radix tooltip (a lazy chunk) on the first sign of intent, a pointer entering or
// focus reaching a save control, so it never weighs on the first load of a page. Until it arrives the control
// is the same button without a tooltip; then every control swaps to the Radix version (see save-button.tsx).
import { useSyncExternalStore, type ComponentType, type ReactElement } from 'react';

export type SaveTooltipComponent = ComponentType<{ label: string; children: ReactElement }>;

let loaded: SaveTooltipComponent | null = null;
let loading: Promise<void> | null = null;
/** The element that had keyboard focus when the tooltip arrived: that control takes it back after the swap. */
let focusedAtSwap: Element | null = null;
const listeners = new Set<() => void>();

/** The tooltip, arrived while a control was pressed: published once the press is over. */
let held: SaveTooltipComponent | null = null;
/** Set while a control is pressed; aborting it ends the press and removes its listeners. */
let endPress: AbortController | null = null;

function publish(tooltip: SaveTooltipComponent): void {
  // A control being pressed (pointer or key down) is not swapped: that would eat the click.
  if (endPress) {
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
  endPress?.abort();
  endPress = null;
  // After this task the press has become a click on the old element; only then may the swap replace it.
  setTimeout(() => {
    const tooltip = held;
    held = null;
    if (tooltip) publish(tooltip);
  });
}

function markPressed(): void {
  if (endPress) return;
  endPress = new AbortController();
  const { signal } = endPress;
  for (const type of ['pointerup', 'pointercancel', 'keyup']) {
    window.addEventListener(type, release, { capture: true, signal });
  }
  // The window losing focus ends a press too. Not captured: the press moves focus to the control, and the blur of
  // what had it before is part of the press, not its end.
  window.addEventListener('blur', release, { signal });
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
