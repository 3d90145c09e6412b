// Which Atom feeds a page's head links (rel="alternate"): new resources on home, /browse and a category (with the
// category's own feed), the bulletin's on the board and its articles.
import { categoryTitle, isCategorySlug } from '@quadkit/core/catalog/categories';

export const RESOURCES_FEED = '/feeds/resources.atom';
export const BULLETIN_FEED = '/feeds/bulletin.atom';
export const categoryFeedPath = (slug: string) => `/feeds/resources/${slug}.atom`;

export interface FeedLink {
  title: string;
  href: string;
}

const ALL: FeedLink = { title: 'Quadkit: new resources', href: RESOURCES_FEED };
const BULLETIN: FeedLink = { title: 'Quadkit bulletin board', href: BULLETIN_FEED };

export function feedLinksFor(path: string): FeedLink[] {
  if (path === '/' || path === '/browse') return [ALL];
  const category = /^\/category\/([^/]+)$/.exec(path)?.[1];
  if (category && isCategorySlug(category)) {
    return [{ title: `Quadkit: new in ${categoryTitle(category)}`, href: categoryFeedPath(category) }, ALL];
  }
  if (path === '/bulletin-board' || path.startsWith('/bulletin/')) return [BULLETIN];
  return [];
}
