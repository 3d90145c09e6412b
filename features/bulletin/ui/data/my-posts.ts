// The signed-in user's posts, for the dashboard's counter and 'My Bulletin Board Posts' panel: a remote atom
// (core), asked for again on every visit so a new post shows, one request for both.
import { remoteAtom } from '@quadkit/core/ui/data/remote-atom';
import { useRemote } from '@quadkit/core/ui/data/use-remote';
import { POST_MESSAGES } from '../../shared/post-rules';
import { fetchMyPosts } from './client';

const myPosts = remoteAtom(fetchMyPosts, { fallback: POST_MESSAGES.fetchFailed });

export const useMyPosts = (userId: string) => useRemote(myPosts, userId, true);
