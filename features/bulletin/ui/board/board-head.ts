// The board route's head, from the same loader data its screen draws (core/shared/page-head.ts).
import { listPageHead } from '@quadkit/core/shared/head-defaults';
import type { RouteHead } from '@quadkit/core/shared/page-head';
import { translator } from '@quadkit/core/shared/i18n/translate';
import type { BoardLoaderData } from './board-loader';
import { boardMessages } from './board.messages';

export const boardHead: RouteHead<BoardLoaderData> = ({ data, url, locale }) => {
  const t = translator(boardMessages, locale);
  return listPageHead(url, {
    name: t('title'),
    description: t('description'),
    path: '/bulletin-board',
    listName: t('title'),
    items: data.ok
      ? data.data.articles.map((a) => ({ name: a.title, path: `/bulletin/${encodeURIComponent(a.id)}` }))
      : [],
  });
};
