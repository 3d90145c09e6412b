// The toolkit routes' heads, from the same loader data their screens draw (core/shared/page-head.ts).
import { isCategorySlug } from '@quadkit/core/catalog/categories';
import { categoryShareCard, siteHeadAt, siteShareCard } from '@quadkit/core/shared/head-defaults';
import { pageTitle, type RouteHead } from '@quadkit/core/shared/page-head';
import { breadcrumbList, itemList } from '@quadkit/core/shared/structured-data';
import type { ToolkitDetailLoaderData } from './toolkit-detail-loader';
import type { ToolkitsLoaderData } from './toolkits-loader';

const enc = encodeURIComponent;

export const toolkitsHead: RouteHead<ToolkitsLoaderData> = ({ data, url }) => {
  const items = data.ok ? data.data.map((t) => ({ name: t.title, path: `/toolkit/${enc(t.id)}` })) : [];
  return {
    title: pageTitle('Toolkits'),
    description: 'Collections of free tools and resources put together for exams, research, presentations and more.',
    path: '/toolkits',
    image: siteShareCard,
    jsonLd: items.length > 0 ? [itemList(url.origin, 'Toolkits', items)] : [],
  };
};

/** The category most of a toolkit's resources belong to, for its share image. */
function mainCategory(resources: ReadonlyArray<{ category: string }>) {
  const counts = new Map<string, number>();
  for (const { category } of resources) counts.set(category, (counts.get(category) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top && isCategorySlug(top[0]) ? top[0] : undefined;
}

export const toolkitDetailHead: RouteHead<ToolkitDetailLoaderData> = ({ data, url }) => {
  if (!data.toolkit.ok) return data.toolkit.notFound ? 'missing' : siteHeadAt(url.pathname);
  const toolkit = data.toolkit.data;
  const self = { name: toolkit.title, path: `/toolkit/${enc(toolkit.id)}` };
  const main = mainCategory(toolkit.resources);
  return {
    title: pageTitle(`${toolkit.title} – Toolkits`),
    description: toolkit.description,
    path: self.path,
    // Unlisted and private pages are shown by their link or to their owner only: never indexed.
    noindex: toolkit.visibility !== 'public',
    image: main ? categoryShareCard(main) : siteShareCard,
    jsonLd: [breadcrumbList(url.origin, [{ name: 'Home', path: '/' }, { name: 'Toolkits', path: '/toolkits' }, self])],
  };
};
