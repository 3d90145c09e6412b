// The shape every feature's sitemap source answers; the worker's /sitemap.xml joins them (worker/src/seo).
/** What a sitemap lists: a page path and when its content last changed (yyyy-mm-dd), if known. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** yyyy-mm-dd of a Date or epoch ms (sitemaps take W3C dates). */
export const sitemapDate = (value: Date | number | null | undefined): string | undefined =>
  value === null || value === undefined ? undefined : new Date(value).toISOString().slice(0, 10);
