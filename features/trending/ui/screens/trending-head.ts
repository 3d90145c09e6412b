// The trending route's head, from the same loader data its screen draws (core/shared/page-head.ts).
import { listPageHead } from '@quadkit/core/shared/head-defaults';
import { translator } from '@quadkit/core/shared/i18n/translate';
import type { RouteHead } from '@quadkit/core/shared/page-head';
import { type TrendingLoaderData, trendingLead } from './trending-loader';
import { trendingMessages } from './trending.messages';

export const trendingHead: RouteHead<TrendingLoaderData> = ({ data, url, locale }) => {
  const t = translator(trendingMessages, locale);
  return listPageHead(url, {
    name: t('title'),
    // The screen's own lead: the fallback list is not described as live (crawlers and previews read this).
    description: trendingLead(data, locale),
    path: '/trending',
    listName: t('listName'),
    items: data.ok
      ? data.data.entries.map(({ resource }) => ({
          name: resource.title,
          path: `/resource/${encodeURIComponent(resource.id)}`,
        }))
      : [],
  });
};
