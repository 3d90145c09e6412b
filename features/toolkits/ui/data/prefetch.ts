// Hover prefetch of a toolkit (SPEC section 7): on devices with a fine pointer (a mouse), pointing at a
// toolkit link fetches its data and the detail screen's code, so the click lands on a ready page. Touch
// devices skip it: a tap is already the click, and a guess would only spend the visitor's data.
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { prefetchToolkit } from './toolkit-cache';

const FINE_POINTER = '(pointer: fine)';

export const hasFinePointer = (): boolean => typeof matchMedia === 'function' && matchMedia(FINE_POINTER).matches;

export function prefetchToolkitPage(id: string, viewerId: string | null): void {
  if (!hasFinePointer()) return;
  prefetchToolkit(id, viewerId);
  void import('../screens/toolkit-detail-screen').catch(() => {});
}

/** onPointerEnter handler for a link to /toolkit/{id}. */
export function usePrefetchToolkit(id: string): () => void {
  const viewerId = useAtomValue(sessionUserAtom)?.id ?? null;
  return useCallback(() => prefetchToolkitPage(id, viewerId), [id, viewerId]);
}
