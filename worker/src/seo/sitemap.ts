// sitemap.xml from D1: home, trending, and every feature's public pages (categories, resources, majors, public
// toolkits, published articles) with lastmod where known. One file holds at most 50,000 URLs (the protocol's
// limit); the catalog is far below it.
import type { SitemapEntry } from '@quadkit/core/server/sitemap-entry';

export const SITEMAP_MAX_URLS = 50_000;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? ch);

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path) || urls.length >= SITEMAP_MAX_URLS) continue;
    seen.add(entry.path);
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
    urls.push(`<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
