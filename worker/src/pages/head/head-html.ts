// A page's <head> tags as HTML, from the head its route declared (core/shared/page-head.ts): title, description,
// canonical (or noindex), Open Graph and Twitter cards with the 1200x630 share image, the page's Atom feeds
// (rel="alternate") and JSON-LD; an indexable page names its URL in each language (hreflang), English's unprefixed
// one as x-default. Every value is escaped; JSON keeps no '<' that could close its script.
import { localizedPath } from '@quadkit/core/shared/i18n/locale-path';
import { isPublicLocale, LANGUAGE_TAG, LOCALES, type Locale } from '@quadkit/core/shared/i18n/locales';
import type { PageHead } from '@quadkit/core/shared/page-head';
import { feedLinksFor } from '../../open-catalog/feed-links';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);

/** JSON inside a script element: '<' (and the two JavaScript line breaks) escaped, so no text ends it early. */
export const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The page's URL in each language, and English's again as the default for readers of any other. */
export function hreflangLinks(origin: string, path: string): string[] {
  const link = (lang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(origin + localizedPath(locale, path))}" />`;
  return [...LOCALES.map((locale) => link(LANGUAGE_TAG[locale], locale)), link('x-default', 'en')];
}

/** A page of this site, as a URL the routes declare: no file (images, feeds) and nothing under /api/. */
const isPageUrl = (value: string, origin: string) =>
  value.startsWith(`${origin}/`) &&
  !value.startsWith(`${origin}/api/`) &&
  !/\.[a-z0-9]+$/i.test(new URL(value).pathname);

/** Structured data with its links to this site's pages in the page's language (/es/…), as its canonical is. */
function pagesIn(node: unknown, origin: string, locale: Locale): unknown {
  if (locale === 'en') return node;
  if (typeof node === 'string') {
    return isPageUrl(node, origin) ? origin + localizedPath(locale, node.slice(origin.length)) : node;
  }
  if (Array.isArray(node)) return node.map((item) => pagesIn(item, origin, locale));
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, pagesIn(value, origin, locale)]));
  }
  return node;
}

/** `head.path` is the page's path without a language prefix; `locale` the language the page is drawn in. */
export function headHtml(head: PageHead, origin: string, locale: Locale = 'en'): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  // The pseudo-locales are for testing the product: never indexed.
  if (head.noindex || !head.path || !isPublicLocale(locale)) {
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    const url = origin + localizedPath(locale, head.path);
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      ...hreflangLinks(origin, head.path),
      meta('property', 'og:type', head.type ?? 'website'),
      meta('property', 'og:site_name', 'Quadkit'),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', url),
      meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
    );
    if (head.image) {
      const image = origin + head.image.path;
      tags.push(
        meta('property', 'og:image', image),
        meta('property', 'og:image:type', 'image/png'),
        meta('property', 'og:image:width', '1200'),
        meta('property', 'og:image:height', '630'),
        meta('property', 'og:image:alt', head.image.alt),
        meta('name', 'twitter:image', image),
        meta('name', 'twitter:image:alt', head.image.alt),
      );
    }
  }
  for (const feed of head.path && !head.noindex ? feedLinksFor(head.path) : []) {
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(origin + feed.href)}" />`,
    );
  }
  for (const node of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(pagesIn(node, origin, locale))}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * index.html with its static title and description replaced by the page's head (the shell removes the title and
 * description when React renders its own; the other tags stay for crawlers that run scripts).
 */
export function withHead(indexHtml: string, headTags: string): string {
  const withoutStatic = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
  return withoutStatic.replace('</head>', `  ${headTags}\n  </head>`);
}
