// False during the render that hydrates a page the worker rendered (and on the worker itself), true otherwise:
// what only the browser knows (the saved theme, storage) is drawn after hydration, so the first render matches
// the server's HTML (docs/decisions/0019). A client-rendered page sees true from its first render.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * `value` once the page has hydrated, `during` while it hydrates (and on the worker). A component whose value equals
 * `during` does not draw again after hydration: a page of cards, each with its own control, redraws only the ones
 * that change.
 */
export const useHydratedValue = <T>(value: T, during: T): T =>
  useSyncExternalStore(
    never,
    () => value,
    () => during,
  );

export const useHydrated = (): boolean => useHydratedValue(true, false);
