// The data behind the dashboard panels, each loaded once however many panels ask: the user's toolkits
// (GET /api/toolkits/mine) and their bookmarks (GET /api/bookmarks, shared with every save control).
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { savedListAtom } from '../bookmarks/bookmark-atoms';
import { loadBookmarksAtom } from '../bookmarks/bookmark-load';
import { useRemote } from '@quadkit/core/ui/data/use-remote';
import { myToolkits } from '../data/my-toolkits-atoms';

export const useMyToolkits = (userId: string) => useRemote(myToolkits, userId);

export function useSavedList() {
  const list = useAtomValue(savedListAtom);
  const load = useSetAtom(loadBookmarksAtom);
  useEffect(() => {
    void load();
  }, [load]);
  return { list, retry: () => void load() };
}
