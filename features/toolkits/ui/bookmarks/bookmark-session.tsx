// Mounted once by the shell: loads bookmarks for whoever is signed in (pushing local ones to the server on
// sign-in), follows other tabs' local changes while signed out, and hosts the lazily loaded sign-in prompt.
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { sessionCheckedAtom, sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { savePromptOpenAtom } from './bookmark-atoms';
import { bookmarksForUserAtom, localBookmarksChangedAtom } from './bookmark-load';
import { LOCAL_BOOKMARKS_KEY } from './local-bookmarks';

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
  const user = useAtomValue(sessionUserAtom);
  const start = useSetAtom(bookmarksForUserAtom);
  const localChanged = useSetAtom(localBookmarksChangedAtom);
  const userId = user?.id ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the id; the same user may be a new object
  useEffect(() => {
    // Before the first session check answers, "signed out" is not yet known to be true.
    if (checked) void start(user);
    // Keyed on the id: the user object may be replaced with the same id, which is not a new session.
  }, [checked, userId, start]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCAL_BOOKMARKS_KEY || event.key === null) localChanged();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [localChanged]);

  return <SavePromptHost />;
}
