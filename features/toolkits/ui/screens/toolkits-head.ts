// The /toolkits route's head, from the same loader data its screen draws (core/shared/page-head.ts).
import { listPageHead } from '@quadkit/core/shared/head-defaults';
import type { RouteHead } from '@quadkit/core/shared/page-head';
import { translator } from '@quadkit/core/shared/i18n/translate';
import type { ToolkitsLoaderData } from './toolkits-loader';
import { toolkitsListMessages } from './toolkits-screen.messages';

export const toolkitsHead: RouteHead<ToolkitsLoaderData> = ({ data, url, locale }) => {
  const t = translator(toolkitsListMessages, locale);
  return listPageHead(url, {
    name: t('name'),
    description: t('description'),
    path: '/toolkits',
    listName: t('name'),
    items: data.ok ? data.data.map((t) => ({ name: t.title, path: `/toolkit/${encodeURIComponent(t.id)}` })) : [],
  });
};
