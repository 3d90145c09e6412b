// The trending route's head, from the same loader data its screen draws (core/shared/page-head.ts).
import { listPageHead } from '@quadkit/core/shared/head-defaults';
import type { RouteHead } from '@quadkit/core/shared/page-head';
import { type TrendingLoaderData, trendingLead } from './trending-loader';

export const trendingHead: RouteHead<TrendingLoaderData> = ({ data, url }) =>
  listPageHead(url, {
    name: 'Trending Now',
    // The screen's own lead: the fallback list is not described as live (crawlers and previews read this).
    description: trendingLead(data),
    path: '/trending',
    listName: 'Trending now',
    items: data.ok
      ? data.data.entries.map(({ resource }) => ({
          name: resource.title,
          path: `/resource/${encodeURIComponent(resource.id)}`,
        }))
      : [],
  });
