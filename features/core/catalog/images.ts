// Local artwork paths (files live in shell/public/images). Cards pick one of a category's images by a stable
// hash of the resource id, so a card keeps its picture across loads (the original product picked at random from a per-category list).
import type { CategorySlug } from './categories';

export const IMAGES_PER_CATEGORY = 2;

function stableHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash;
}

export function categoryImage(category: CategorySlug, resourceId: string): string {
  const n = (stableHash(resourceId) % IMAGES_PER_CATEGORY) + 1;
  return `/images/categories/${category}-${n}.svg`;
}

export const articleImage = (articleId: string): string => `/images/articles/${articleId}.svg`;

export const authorAvatar = (authorSlug: string): string => `/images/authors/${authorSlug}.svg`;

/**
 * A category's 1200x630 share image (Open Graph, Twitter), a PNG generated at build time
 * (shell/scripts/share-images.ts); pages without a category use the site's own, SITE_SHARE_IMAGE.
 */
export const categoryShareImage = (category: CategorySlug): string => `/images/og/${category}.png`;

export const SITE_SHARE_IMAGE = '/images/brand/og-image.png';

/** A bundled article's own share image (PNG, from its artwork's colours and its title); posts use the site's. */
export const articleShareImage = (articleId: string): string => `/images/og/articles/${articleId}.png`;
