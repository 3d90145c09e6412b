// The /toolkits route's head, from the same loader data its screen draws (core/shared/page-head.ts).
import { siteShareCard } from '@quadkit/core/shared/head-defaults';
import { pageTitle, type RouteHead } from '@quadkit/core/shared/page-head';
import { itemList } from '@quadkit/core/shared/structured-data';
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
