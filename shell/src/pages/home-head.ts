// Home's head: the site's title and description (HomePage draws them in the browser). What only crawlers and
// share previews read (canonical, share card, JSON-LD) is in home-edge-head.ts, loaded by the edge renderer alone:
// this route is in the browser's entry, which must stay small.
import { type PageHead, type RouteHandle, SITE_DESCRIPTION, SITE_TITLE } from '@quadkit/core/shared/page-head';

export const homeHead = (): PageHead => ({ title: SITE_TITLE, description: SITE_DESCRIPTION });

export const homeHandle: RouteHandle = { head: homeHead, edgeHead: () => import('./home-edge-head') };
