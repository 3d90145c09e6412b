// The board route's head, from the same loader data its screen draws (core/shared/page-head.ts).
import { siteShareCard } from '@quadkit/core/shared/head-defaults';
import { pageTitle, type RouteHead } from '@quadkit/core/shared/page-head';
import { itemList } from '@quadkit/core/shared/structured-data';
import type { BoardLoaderData } from './board-loader';

const enc = encodeURIComponent;

export const boardHead: RouteHead<BoardLoaderData> = ({ data, url }) => {
  const items = data.ok ? data.data.articles.map((a) => ({ name: a.title, path: `/bulletin/${enc(a.id)}` })) : [];
  return {
    title: pageTitle('Bulletin Board'),
    description: 'Guides and articles for students, plus posts from the Quadkit community.',
    path: '/bulletin-board',
    image: siteShareCard,
    jsonLd: items.length > 0 ? [itemList(url.origin, 'Bulletin Board', items)] : [],
  };
};
