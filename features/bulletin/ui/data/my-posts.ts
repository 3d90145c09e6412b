// The signed-in user's posts, for the dashboard's counter, 'My Bulletin Board Posts' and /submissions: one query,
// asked for again on every visit so a new post shows, one request for all views at once.
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { fetchMyPosts } from './client';

export const useMyPosts = (userId: string) => useQuery(`bulletin-mine:${userId}`, fetchMyPosts);
