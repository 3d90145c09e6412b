// A page's head as its route declares it: `handle.head` on the route object, computed from the route's own loader
// data. The worker's edge renderer writes it into the document with the body from the same loader results, and the
// browser (core/ui/route-head.tsx) keeps document.title and the description in step on client navigation.
import type { Params } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';
import { translator } from './i18n/translate';
import { siteHeadMessages } from './site-head.messages';

export interface PageHead {
  title: string;
  description: string;
  /** The page's canonical path (no query); absent on pages search engines must not index. */
  path?: string;
  /** Site-relative path of a 1200x630 PNG and its alt text. */
  image?: { path: string; alt: string };
  type?: 'website' | 'article';
  noindex?: boolean;
  /** The page names nothing but draws its own screen (an unknown category's empty page): a 404 with this head. */
  notFound?: boolean;
  /** schema.org nodes; each becomes one application/ld+json script. */
  jsonLd?: readonly object[];
}

/** 'missing': the loader found nothing by that id; the page answers 404 and its screen sets its own title. */
export type HeadResult = PageHead | 'missing';

export interface HeadArgs<Data> {
  data: Data;
  params: Params;
  url: URL;
  /** The answer a view drew at the edge under this query key (home's sections have no loader); undefined in the browser. */
  slot: (key: string) => unknown;
  /** The reader's language: a head's texts come from the route's message table in it. */
  locale: Locale;
}

// biome-ignore lint/suspicious/noExplicitAny: each route's head reads its own loader's data type
export type RouteHead<Data = any> = (args: HeadArgs<Data>) => HeadResult;

/** What a route's `handle` may carry. */
export interface RouteHandle {
  head?: RouteHead;
  /** The parts of the head only crawlers and share previews read (canonical, share card, JSON-LD), merged over
   * `head` by the edge renderer alone: a lazy module the browser never downloads (home's: its route is in the
   * browser's entry, which must stay small). */
  edgeHead?: () => Promise<{ default: (args: HeadArgs<unknown>) => Partial<PageHead> }>;
}

export const SITE_TITLE: string = siteHeadMessages.en.title;
export const SITE_DESCRIPTION: string = siteHeadMessages.en.description;

/** The site's title and description in the reader's language (home's head; any page's when nothing better). */
export const siteTitle = (locale: Locale) => translator(siteHeadMessages, locale)('title');
export const siteDescription = (locale: Locale) => translator(siteHeadMessages, locale)('description');

/** Every page's title but home's: the page's own name, then the site's. */
export const pageTitle = (name: string, locale: Locale = DEFAULT_LOCALE) =>
  translator(siteHeadMessages, locale)('pageTitle', { name });
