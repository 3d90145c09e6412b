// The trending route's head, from the same loader data its screen draws (core/shared/page-head.ts).
import { pageTitle, type RouteHead } from '@quadkit/core/shared/page-head';
import { siteShareCard } from '@quadkit/core/shared/head-defaults';
import { itemList } from '@quadkit/core/shared/structured-data';
import type { TrendingLoaderData } from './trending-loader';

export const trendingHead: RouteHead<TrendingLoaderData> = ({ data, url }) => {
  const items = data.ok
    ? data.data.entries.map(({ resource }) => ({
        name: resource.title,
        path: `/resource/${encodeURIComponent(resource.id)}`,
      }))
    : [];
  return {
    title: pageTitle('Trending Now'),
    description: 'The resources students are viewing and saving most right now.',
    path: '/trending',
    image: siteShareCard,
    jsonLd: items.length > 0 ? [itemList(url.origin, 'Trending now', items)] : [],
  };
};
