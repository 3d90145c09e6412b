// Reading the saved items from a view: one control's state (re-rendered only when its own answer changes), and
// the viewer's list for /saved and the dashboard (asked again on every mount, shared by views mounted together).
import { atom, useAtomValue } from 'jotai';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { QueryCacheContext } from '@quadkit/core/ui/data/query-cache';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import type { BookmarkType } from '../../shared/bookmark-input';
import { pendingSavesAtom } from './bookmark-atoms';
import { bookmarkKey } from './bookmark-key';
import { LOCAL_SAVED_KEY, loadSaved, savedKey, savedList } from './saved-items';

const notSaved = () => false;

/** Whether the item shows as saved (a running save counts as done) and whether a save of it is running. */
export function useSaved(type: BookmarkType, itemId: string): { saved: boolean; running: boolean } {
  const cache = useContext(QueryCacheContext);
  const userId = useAtomValue(sessionUserAtom)?.id ?? null;
  const key = bookmarkKey(type, itemId);
  const pendingAtom = useMemo(() => atom((get) => get(pendingSavesAtom).get(key)), [key]);
  const pending = useAtomValue(pendingAtom);
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = [cache.subscribe(LOCAL_SAVED_KEY, listener)];
      if (userId) stops.push(cache.subscribe(savedKey(userId), listener));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [cache, userId],
  );
  const inList = useSyncExternalStore(
    subscribe,
    () => savedList(cache, userId).some((b) => b.type === type && b.resourceId === itemId),
    // The worker never knows the visitor's bookmarks (docs/decisions/0019).
    notSaved,
  );
  return { saved: pending ?? inList, running: pending !== undefined };
}

/** The signed-in viewer's list (null signed out), asked again on every mount. */
export function useSavedList() {
  const userId = useAtomValue(sessionUserAtom)?.id ?? null;
  return useQuery(userId ? savedKey(userId) : null, loadSaved);
}
