// Home's head as crawlers read it, beyond its title (home-head.ts): canonical, the site's share card, and JSON-LD
// naming the organisation, the site search and the featured items, from the same answers the home sections were
// drawn with (views on the query cache, not a loader): the featured strip, then Popular.
import type { Resource } from '@quadkit/core/catalog/types';
import { siteShareCard } from '@quadkit/core/shared/head-defaults';
import type { HeadArgs, PageHead } from '@quadkit/core/shared/page-head';
import { siteGraph } from '@quadkit/core/shared/structured-data';

/** The resources a home section was drawn with (its answer as the page carries it), or none. */
function slotResources(answer: unknown): Resource[] {
  const settled = answer as { ok?: boolean; data?: { resources?: Resource[] } } | undefined;
  return settled?.ok ? (settled.data?.resources ?? []) : [];
}

export default function homeEdgeHead({ url, slot }: HeadArgs<unknown>): Partial<PageHead> {
  const shown = [...slotResources(slot('catalog:home-featured')), ...slotResources(slot('catalog:home-popular'))];
  const featured = shown.map((resource) => ({
    name: resource.title,
    path: `/resource/${encodeURIComponent(resource.id)}`,
  }));
  return { path: '/', image: siteShareCard, jsonLd: [siteGraph(url.origin, featured)] };
}
