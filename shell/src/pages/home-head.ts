// Home's head: the site's title and description (HomePage draws them in the browser). What only crawlers and
// share previews read (canonical, share card, JSON-LD) is in home-edge-head.ts, loaded by the edge renderer alone:
// this route is in the browser's entry, which must stay small.
import { translator } from '@quadkit/core/shared/i18n/translate';
import type { HeadArgs, PageHead, RouteHandle } from '@quadkit/core/shared/page-head';
import { homeMessages } from './home-page.messages';

export const homeHead = ({ locale }: Pick<HeadArgs<unknown>, 'locale'>): PageHead => {
  const t = translator(homeMessages, locale);
  return { title: t('siteTitle'), description: t('siteDescription') };
};

export const homeHandle: RouteHandle = { head: homeHead, edgeHead: () => import('./home-edge-head') };
