// The bulletin API's typed client and every call the screens make (types from the API's routes only).
import type { RouterContextProvider } from 'react-router';
import { rpc, unwrap } from '@quadkit/core/ui/data/rpc';
import type { BulletinApi } from '../../api/routes';
import type { NewPostBody } from '../../shared/post-input';

type Context = Readonly<RouterContextProvider> | undefined;

export const bulletinClient = (context?: Context) => rpc<BulletinApi>(context);

export interface BoardParams {
  q?: string | undefined;
  tag?: string | undefined;
  page: number;
}

export const fetchBoard = (context: Context, { q, tag, page }: BoardParams) =>
  unwrap(
    bulletinClient(context).bulletin.articles.$get({
      query: { ...(q ? { q } : {}), ...(tag ? { tag } : {}), page: String(page) },
    }),
  );

export const fetchArticle = (context: Context, id: string) =>
  unwrap(bulletinClient(context).bulletin.articles[':id'].$get({ param: { id } }));

export const fetchLatest = (context?: Context) =>
  unwrap(bulletinClient(context).bulletin.latest.$get()).then((body) => body.articles);

export const fetchMyPosts = () => unwrap(bulletinClient().bulletin.posts.mine.$get());

export const fetchQueue = () => unwrap(bulletinClient().bulletin.queue.$get()).then((body) => body.posts);

export const submitPost = (json: NewPostBody) => unwrap(bulletinClient().bulletin.posts.$post({ json }));

export const deletePost = (id: string) => unwrap(bulletinClient().bulletin.posts[':id'].$delete({ param: { id } }));

export const decidePost = (id: string, decision: 'approve' | 'reject', reason: string) => {
  const json = reason.trim() ? { reason: reason.trim() } : {};
  const queue = bulletinClient().bulletin.queue[':id'];
  return unwrap(
    decision === 'approve' ? queue.approve.$post({ param: { id }, json }) : queue.reject.$post({ param: { id }, json }),
  );
};

export type BoardPage = Awaited<ReturnType<typeof fetchBoard>>;
export type ArticleCardData = BoardPage['articles'][number];
export type ArticlePageData = Awaited<ReturnType<typeof fetchArticle>>;
export type MyPosts = Awaited<ReturnType<typeof fetchMyPosts>>;
export type MyPost = MyPosts['posts'][number];
export type QueuedPost = Awaited<ReturnType<typeof fetchQueue>>[number];
