// The board route's head, from the same loader data its screen draws (core/shared/page-head.ts).
import { listPageHead } from '@quadkit/core/shared/head-defaults';
import type { RouteHead } from '@quadkit/core/shared/page-head';
import type { BoardLoaderData } from './board-loader';

export const boardHead: RouteHead<BoardLoaderData> = ({ data, url }) =>
  listPageHead(url, {
    name: 'Bulletin Board',
    description: 'Guides and articles for students, plus posts from the Quadkit community.',
    path: '/bulletin-board',
    listName: 'Bulletin Board',
    items: data.ok
      ? data.data.articles.map((a) => ({ name: a.title, path: `/bulletin/${encodeURIComponent(a.id)}` }))
      : [],
  });
