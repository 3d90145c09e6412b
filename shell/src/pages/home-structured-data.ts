// Home's JSON-LD: the organisation, the site search and the featured items, from the same answers the home
// sections were drawn with (they are slots, not a loader): the featured strip, then Popular.
import type { Resource } from '@quadkit/core/catalog/types';
import type { HeadArgs } from '@quadkit/core/shared/page-head';
import { siteGraph } from '@quadkit/core/shared/structured-data';

/** The resources a home slot was drawn with (its answer as the page carries it), or none. */
function slotResources(answer: unknown): Resource[] {
  const settled = answer as { ok?: boolean; data?: { resources?: Resource[] } } | undefined;
  return settled?.ok ? (settled.data?.resources ?? []) : [];
}

export default function homeStructuredData({ url, slot }: HeadArgs<unknown>): object[] {
  const shown = [...slotResources(slot('home-featured')), ...slotResources(slot('home-popular'))];
  return [
    siteGraph(
      url.origin,
      shown.map((resource) => ({ name: resource.title, path: `/resource/${encodeURIComponent(resource.id)}` })),
    ),
  ];
}
