// The data behind the dashboard panels, each loaded once however many panels ask: the user's toolkits
// (GET /api/toolkits/mine) and their bookmarks (GET /api/bookmarks, shared with every save control).
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { savedListAtom } from '../bookmarks/bookmark-atoms';
import { loadBookmarksAtom } from '../bookmarks/bookmark-load';
import { loadMyToolkitsAtom, myToolkitsAtom } from '../data/my-toolkits-atoms';

export function useMyToolkits(userId: string) {
  const state = useAtomValue(myToolkitsAtom);
  const load = useSetAtom(loadMyToolkitsAtom);
  useEffect(() => {
    void load(userId);
  }, [load, userId]);
  return { state: state.owner === userId ? state : null, retry: () => void load(userId, true) };
}

export function useSavedList() {
  const list = useAtomValue(savedListAtom);
  const load = useSetAtom(loadBookmarksAtom);
  useEffect(() => {
    void load();
  }, [load]);
  return { list, retry: () => void load() };
}
