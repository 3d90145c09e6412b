// Home's head: the site's title and description. What only crawlers and share previews read (canonical, share
// card, JSON-LD) is in home-edge-head.ts, loaded by the edge renderer alone: this route is in the browser's entry.
import { type RouteHandle, SITE_DESCRIPTION, SITE_TITLE } from '@quadkit/core/shared/page-head';

export const homeHandle: RouteHandle = {
  head: () => ({ title: SITE_TITLE, description: SITE_DESCRIPTION }),
  edgeHead: () => import('./home-edge-head'),
};
