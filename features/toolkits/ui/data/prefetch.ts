// Hover prefetch of a toolkit (docs/product.md#behind-the-screens): on devices with a fine pointer (a mouse), pointing at a
// toolkit link fetches its data and the detail screen's code, so the click lands on a ready page. Touch
// devices skip it: a tap is already the click, and a guess would only spend the visitor's data.
import { prefetchToolkit } from './toolkit-cache';

const FINE_POINTER = '(pointer: fine)';

export const hasFinePointer = (): boolean => typeof matchMedia === 'function' && matchMedia(FINE_POINTER).matches;

export function prefetchToolkitPage(id: string): void {
  if (!hasFinePointer()) return;
  prefetchToolkit(id);
  void import('../screens/toolkit-detail-screen').catch(() => {});
}

/** onPointerEnter handler for a link to /toolkit/{id}. */
export const usePrefetchToolkit = (id: string) => () => prefetchToolkitPage(id);
