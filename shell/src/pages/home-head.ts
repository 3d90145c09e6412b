// Home's head: the site's title and description (HomePage draws them in the browser). What only crawlers and
// share previews read (canonical, share card, JSON-LD) is in home-edge-head.ts, loaded by the edge renderer alone:
// this route is in the browser's entry, which must stay small.
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { type PageHead, type RouteHandle, siteDescription, siteTitle } from '@quadkit/core/shared/page-head';

export const homeHead = ({ locale }: { locale: Locale }): PageHead => ({
  title: siteTitle(locale),
  description: siteDescription(locale),
});

export const homeHandle: RouteHandle = { head: homeHead, edgeHead: () => import('./home-edge-head') };
