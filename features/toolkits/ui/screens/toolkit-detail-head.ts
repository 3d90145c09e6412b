// The /toolkit/:id route's head, from the same loader data its screen draws (core/shared/page-head.ts).
import { isCategorySlug } from '@quadkit/core/catalog/categories';
import { categoryShareCard, siteHeadAt, siteShareCard } from '@quadkit/core/shared/head-defaults';
import { translator } from '@quadkit/core/shared/i18n/translate';
import { pageTitle, type RouteHead } from '@quadkit/core/shared/page-head';
import { breadcrumbList } from '@quadkit/core/shared/structured-data';
import type { ToolkitDetailLoaderData } from './toolkit-detail-loader';
import { detailMessages } from './toolkit-detail.messages';

const enc = encodeURIComponent;

/** The category most of a toolkit's resources belong to, for its share image. */
function mainCategory(resources: ReadonlyArray<{ category: string }>) {
  const counts = new Map<string, number>();
  for (const { category } of resources) counts.set(category, (counts.get(category) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top && isCategorySlug(top[0]) ? top[0] : undefined;
}

export const toolkitDetailHead: RouteHead<ToolkitDetailLoaderData> = ({ data, url, locale }) => {
  if (!data.toolkit.ok) return data.toolkit.notFound ? 'missing' : siteHeadAt(url.pathname, locale);
  const t = translator(detailMessages, locale);
  const toolkit = data.toolkit.data;
  const self = { name: toolkit.title, path: `/toolkit/${enc(toolkit.id)}` };
  const main = mainCategory(toolkit.resources);
  return {
    title: pageTitle(t('headTitle', { title: toolkit.title })),
    description: toolkit.description,
    path: self.path,
    // Unlisted and private pages are shown by their link or to their owner only: never indexed.
    noindex: toolkit.visibility !== 'public',
    image: main ? categoryShareCard(main) : siteShareCard,
    jsonLd: [
      breadcrumbList(url.origin, [{ name: t('home'), path: '/' }, { name: t('toolkits'), path: '/toolkits' }, self]),
    ],
  };
};
