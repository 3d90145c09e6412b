// The /toolkits route's head, from the same loader data its screen draws (core/shared/page-head.ts).
import { listPageHead } from '@quadkit/core/shared/head-defaults';
import type { RouteHead } from '@quadkit/core/shared/page-head';
import type { ToolkitsLoaderData } from './toolkits-loader';

export const toolkitsHead: RouteHead<ToolkitsLoaderData> = ({ data, url }) =>
  listPageHead(url, {
    name: 'Toolkits',
    description: 'Collections of free tools and resources put together for exams, research, presentations and more.',
    path: '/toolkits',
    listName: 'Toolkits',
    items: data.ok ? data.data.map((t) => ({ name: t.title, path: `/toolkit/${encodeURIComponent(t.id)}` })) : [],
  });
