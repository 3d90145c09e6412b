// The data behind the dashboard panels, each loaded once however many panels ask: the user's toolkits
// (GET /api/toolkits/mine) and their bookmarks (GET /api/bookmarks, shared with every save control).
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { savedListAtom } from '../bookmarks/bookmark-atoms';
import { loadBookmarksAtom } from '../bookmarks/bookmark-load';
export { useMyToolkits } from '../data/my-toolkits';

export function useSavedList() {
  const list = useAtomValue(savedListAtom);
  const load = useSetAtom(loadBookmarksAtom);
  useEffect(() => {
    void load();
  }, [load]);
  return { list, retry: () => void load() };
}
