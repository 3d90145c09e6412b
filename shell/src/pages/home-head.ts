// Home's head: the site's title, description and share card; at the edge also the organisation, the site search
// and the featured items as JSON-LD, from the same answers the home sections were drawn with (they are slots, not
// a loader). Crawlers read JSON-LD from the worker's page, so the browser's bundle leaves it out.
import type { Resource } from '@quadkit/core/catalog/types';
import { type RouteHead, SITE_DESCRIPTION, SITE_TITLE, siteShareCard } from '@quadkit/core/shared/page-head';
import { siteGraph } from '@quadkit/core/shared/structured-data';

/** The resources a home slot was drawn with (its answer as the page carries it), or none. */
function slotResources(answer: unknown): Resource[] {
  const settled = answer as { ok?: boolean; data?: { resources?: Resource[] } } | undefined;
  return settled?.ok ? (settled.data?.resources ?? []) : [];
}

export const homeHead: RouteHead = ({ url, slot }) => ({
  title: SITE_TITLE,
  description: SITE_DESCRIPTION,
  path: '/',
  image: siteShareCard,
  jsonLd: import.meta.env.SSR
    ? [
        siteGraph(
          url.origin,
          // What the page shows first: the featured strip, then Popular.
          [...slotResources(slot('home-featured')), ...slotResources(slot('home-popular'))].map((resource) => ({
            name: resource.title,
            path: `/resource/${encodeURIComponent(resource.id)}`,
          })),
        ),
      ]
    : [],
});
