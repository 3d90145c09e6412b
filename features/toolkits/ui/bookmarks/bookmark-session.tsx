// Mounted once by the shell: loads the saved items of whoever signs in (pushing local ones to the server first),
// follows other tabs' local changes, and hosts the lazily loaded sign-in prompt.
import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { browserQueries } from '@quadkit/core/ui/data/query-cache';
import { sessionCheckedAtom, sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { savePromptOpenAtom } from './bookmark-atoms';
import { LOCAL_BOOKMARKS_KEY } from './local-bookmarks';
import { loadSaved, savedKey, showLocal } from './saved-items';

const SavePrompt = lazy(() => import('./save-prompt'));

function SavePromptHost() {
  const [open, setOpen] = useAtom(savePromptOpenAtom);
  // Once shown it stays mounted, so closing returns focus properly instead of unmounting mid-close.
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SavePrompt open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}

export function BookmarkSession() {
  const checked = useAtomValue(sessionCheckedAtom);
  const userId = useAtomValue(sessionUserAtom)?.id ?? null;

  useEffect(() => {
    // Not a view of the list (a save would make it ask again): one load per viewer, which /saved and the
    // dashboard join. Before the first session check answers, "signed out" is not yet known to be true.
    showLocal(browserQueries);
    if (checked && userId) {
      void browserQueries.load(savedKey(userId), loadSaved).catch((error: unknown) => {
        console.warn('Bookmarks could not be loaded from the server; showing the ones saved in this browser', error);
      });
    }
  }, [checked, userId]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCAL_BOOKMARKS_KEY || event.key === null) showLocal(browserQueries);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return <SavePromptHost />;
}
