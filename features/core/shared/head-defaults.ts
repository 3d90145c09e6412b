// The heads every route builds from: the site's and a category's share card, a list page's head, the site's head when the API cannot answer, and the
// worker's heads for pages no route describes. Kept out of page-head.ts, which the browser's entry imports.
import { type CategorySlug, categoryTitle } from '../catalog/categories';
import { categoryShareImage, SITE_SHARE_IMAGE } from '../catalog/images';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';
import { translator } from './i18n/translate';
import { type PageHead, pageTitle, siteDescription, siteTitle } from './page-head';
import { headDefaultsMessages } from './head-defaults.messages';
import { itemList, type Linked } from './structured-data';

export const siteShareCard: { path: string; alt: string } = {
  path: SITE_SHARE_IMAGE,
  alt: headDefaultsMessages.en.shareAlt,
};

export const categoryShareCard = (slug: CategorySlug) => ({
  path: categoryShareImage(slug),
  alt: `Quadkit: ${categoryTitle(slug)}`,
});

/** When the API cannot answer and nothing stands in (D1 down): the site's head on the page's own URL, with 200. */
export const siteHeadAt = (path: string, locale: Locale = DEFAULT_LOCALE): PageHead => ({
  title: siteTitle(locale),
  description: siteDescription(locale),
  path,
  image: { path: SITE_SHARE_IMAGE, alt: translator(headDefaultsMessages, locale)('shareAlt') },
});

/** Private pages, the editor and unknown paths: the site's head, kept out of search engines. */
export const unlistedHead = (locale: Locale): PageHead => ({
  title: siteTitle(locale),
  description: siteDescription(locale),
  noindex: true,
});

export function missingHead(locale: Locale): PageHead {
  const t = translator(headDefaultsMessages, locale);
  return { title: pageTitle(t('notFoundTitle'), locale), description: t('notFoundDescription'), noindex: true };
}

/** A list page's head: its own name in the title, its canonical path, and an ItemList of what it shows first. */
export function listPageHead(
  url: URL,
  page: { name: string; description: string; path: string; listName: string; items: Linked[] },
  image = siteShareCard,
): PageHead {
  const { name, description, path, listName, items } = page;
  const jsonLd = items.length > 0 ? [itemList(url.origin, listName, items)] : [];
  return { title: pageTitle(name), description, path, image, jsonLd };
}
