// The signed-in user's posts, loaded once for the dashboard's counter and 'My Bulletin Board Posts' panel.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { POST_MESSAGES } from '../../shared/post-rules';
import { fetchMyPosts, type MyPosts } from './client';

type State =
  | { owner: string; status: 'loading' }
  | { owner: string; status: 'error'; message: string }
  | { owner: string; status: 'ready'; data: MyPosts };

const myPostsAtom = atom<State | null>(null);

const loadMyPostsAtom = atom(null, async (get, set, owner: string, force = false) => {
  const current = get(myPostsAtom);
  if (!force && current?.owner === owner && current.status !== 'error') return;
  set(myPostsAtom, { owner, status: 'loading' });
  try {
    set(myPostsAtom, { owner, status: 'ready', data: await fetchMyPosts() });
  } catch (error) {
    set(myPostsAtom, { owner, status: 'error', message: messageOf(error, POST_MESSAGES.fetchFailed) });
  }
});

export function useMyPosts(userId: string) {
  const state = useAtomValue(myPostsAtom);
  const load = useSetAtom(loadMyPostsAtom);
  useEffect(() => {
    void load(userId, true);
  }, [load, userId]);
  return { state: state?.owner === userId ? state : null, retry: () => void load(userId, true) };
}
