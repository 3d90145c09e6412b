// Home's head: the site's title, description and share card. Its JSON-LD (home-structured-data.ts) is a lazy
// module the edge renderer loads: this route is in the browser's entry, which must not carry it.
import type { RouteHandle } from '@quadkit/core/shared/page-head';
import { SITE_DESCRIPTION, SITE_TITLE, siteShareCard } from '@quadkit/core/shared/page-head';

export const homeHandle: RouteHandle = {
  head: () => ({ title: SITE_TITLE, description: SITE_DESCRIPTION, path: '/', image: siteShareCard }),
  structuredData: () => import('./home-structured-data'),
};
