// sitemap.xml from D1: home, trending, and every feature's public pages (categories, resources, majors, public
// toolkits, published articles) with lastmod where known. Each page the shell draws is listed once per language,
// every listing naming all its languages' URLs (xhtml:link hreflang, English's unprefixed one as x-default), as
// search engines document it; a page drawn in English alone (/developers) is listed once. One file holds at most
// 50,000 URLs (the protocol's limit); the catalog is far below it.
import type { SitemapEntry } from '@quadkit/core/server/sitemap-entry';
import { localizedPath } from '@quadkit/core/shared/i18n/locale-path';
import { LANGUAGE_TAG, LOCALES } from '@quadkit/core/shared/i18n/locales';

export const SITEMAP_MAX_URLS = 50_000;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? ch);

/** A sitemap entry; `englishOnly`: a page the worker draws in English alone, which has no other language's URL. */
export type SitemapPage = SitemapEntry & { englishOnly?: boolean };

function alternates(origin: string, path: string): string {
  const link = (lang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + href)}"/>`;
  return [
    ...LOCALES.map((locale) => link(LANGUAGE_TAG[locale], localizedPath(locale, path))),
    link('x-default', path),
  ].join('');
}

export function sitemapXml(origin: string, entries: readonly SitemapPage[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
    const links = entry.englishOnly ? '' : alternates(origin, entry.path);
    for (const locale of entry.englishOnly ? (['en'] as const) : LOCALES) {
      if (urls.length >= SITEMAP_MAX_URLS) break;
      const loc = escapeXml(origin + localizedPath(locale, entry.path));
      urls.push(`<url><loc>${loc}</loc>${lastmod}${links}</url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
