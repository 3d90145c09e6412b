// The head of every public page, from the same API the screens load (called in-process): the titles and
// descriptions the screens set themselves, the canonical URL, the share image (the category's own, else the
// site's) and JSON-LD. 'missing' when the API says the id names nothing (the page then answers 404).
import { categoryTitle, findCategory, isCategorySlug } from '@quadkit/core/catalog/categories';
import { ARTICLES } from '@quadkit/core/catalog/articles/index';
import { articleShareImage, categoryShareImage, SITE_SHARE_IMAGE } from '@quadkit/core/catalog/images';
import type { CategorySlug } from '@quadkit/core/catalog/categories';
import { itemListResources } from '@quadkit/browse/api';
import type { PageHead } from './head-html';
import { answer, type PageApis } from './in-process-api';
import { ITEM_LIST_MAX, articleData, breadcrumbList, type Linked, itemList, siteGraph } from './structured-data';

export interface HeadContext {
  origin: string;
  /** Decoded path parameter of a detail page. */
  id: string;
  api: PageApis;
  /** An unlisted toolkit's ?share= token, when the page was opened through its share link. */
  share?: string | undefined;
}

export type HeadResult = PageHead | 'missing';

type HeadBuilder = (context: HeadContext) => Promise<HeadResult>;

export const SITE_TITLE = 'Quadkit – Free tools and student discounts for university students';
export const SITE_DESCRIPTION =
  'Quadkit curates free tools, student discounts, guides and toolkits for university students.';

const siteImage = { path: SITE_SHARE_IMAGE, alt: 'Quadkit: resources for students' };
const categoryImage = (slug: CategorySlug) => ({
  path: categoryShareImage(slug),
  alt: `Quadkit: ${categoryTitle(slug)}`,
});

const HOME: Linked = { name: 'Home', path: '/' };
const BUNDLED_ARTICLES = new Set(ARTICLES.map((article) => article.id));
const enc = encodeURIComponent;
const resourceLink = (r: { id: string; title: string }): Linked => ({ name: r.title, path: `/resource/${enc(r.id)}` });
const categoryLink = (slug: string): Linked => ({
  name: categoryTitle(slug),
  path: findCategory(slug)?.href ?? `/category/${enc(slug)}`,
});

/** The category most of a toolkit's resources belong to, for its share image. */
function mainCategory(resources: ReadonlyArray<{ category: string }>): CategorySlug | undefined {
  const counts = new Map<string, number>();
  for (const { category } of resources) counts.set(category, (counts.get(category) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top && isCategorySlug(top[0]) ? top[0] : undefined;
}

/** A list page: its fixed title and description, and the first items when the API answers. */
const listPage =
  (
    path: string,
    title: string,
    description: string,
    items: (context: HeadContext) => Promise<{ name: string; items: Linked[] } | null>,
    image = siteImage,
  ): HeadBuilder =>
  async (context) => {
    const list = await items(context);
    const jsonLd = list && list.items.length > 0 ? [itemList(context.origin, list.name, list.items)] : [];
    return { title, description, path, image, jsonLd };
  };

const home: HeadBuilder = async ({ origin, api }) => {
  const resources = await answer(api.browse.resources.$get({ query: {} }));
  const featured = resources.ok ? itemListResources(resources.data.resources).map(resourceLink) : [];
  return {
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    path: '/',
    image: siteImage,
    jsonLd: [siteGraph(origin, featured)],
  };
};

const browse = listPage(
  '/browse',
  'Browse Resources – Quadkit',
  'Search, sort and filter every free tool, student discount and guide Quadkit lists, by category, tag and region.',
  async ({ api }) => {
    const resources = await answer(api.browse.resources.$get({ query: {} }));
    return resources.ok ? { name: 'Student resources', items: resources.data.resources.map(resourceLink) } : null;
  },
);

const category: HeadBuilder = async ({ origin, id, api }) => {
  // No such category: a 404 for crawlers, but the head names what the screen shows ('Some Slug', nothing found).
  if (!isCategorySlug(id)) {
    const title = categoryTitle(id);
    return {
      title: `${title} – Quadkit`,
      description: `Quadkit has no ${title} category.`,
      noindex: true,
      notFound: true,
    };
  }
  const resources = await answer(api.browse.resources.$get({ query: { category: id } }));
  const title = categoryTitle(id);
  const self = { name: title, path: `/category/${enc(id)}` };
  const items = resources.ok ? resources.data.resources.map(resourceLink) : [];
  return {
    title: `${title} – Quadkit`,
    description: `Free tools, student discounts and guides for ${title}, picked for students.`,
    path: self.path,
    image: categoryImage(id),
    jsonLd: [...(items.length > 0 ? [itemList(origin, title, items)] : []), breadcrumbList(origin, [HOME, self])],
  };
};

const majors = listPage(
  '/majors',
  'Explore by Major – Quadkit',
  'Find the tools, guides and scholarships that fit your major, grouped by field of study.',
  async ({ api }) => {
    const fields = await answer(api.browse.majors.$get());
    if (!fields.ok) return null;
    const seen = new Map<string, Linked>();
    for (const field of fields.data.fields)
      for (const major of field.majors) seen.set(major.id, { name: major.name, path: `/majors/${enc(major.id)}` });
    return { name: 'Majors', items: [...seen.values()] };
  },
  categoryImage('majors'),
);

const major: HeadBuilder = async ({ origin, id, api }) => {
  const found = await answer(api.browse.majors[':majorId'].$get({ param: { majorId: id } }));
  if (!found.ok) return found.missing ? 'missing' : fallback(`/majors/${enc(id)}`);
  const { major, resources } = found.data;
  const self = { name: major.name, path: `/majors/${enc(major.id)}` };
  const items = resources.map(resourceLink);
  return {
    title: `${major.name} – Quadkit`,
    description: `Tools, guides and scholarships for ${major.name} students.`,
    path: self.path,
    image: categoryImage('majors'),
    jsonLd: [
      ...(items.length > 0 ? [itemList(origin, `Resources for ${major.name}`, items)] : []),
      breadcrumbList(origin, [HOME, { name: 'Explore by Major', path: '/majors' }, self]),
    ],
  };
};

const resource: HeadBuilder = async ({ origin, id, api }) => {
  const found = await answer(api.browse.resources[':id'].$get({ param: { id } }));
  if (!found.ok) return found.missing ? 'missing' : fallback(`/resource/${enc(id)}`);
  const { resource } = found.data;
  const title = resource.title || 'Untitled';
  const self = { name: title, path: `/resource/${enc(resource.id)}` };
  return {
    title: `${title} – Quadkit`,
    description: resource.description,
    path: self.path,
    image: isCategorySlug(resource.category) ? categoryImage(resource.category) : siteImage,
    jsonLd: [breadcrumbList(origin, [HOME, categoryLink(resource.category), self])],
  };
};

const toolkits = listPage(
  '/toolkits',
  'Toolkits – Quadkit',
  'Collections of free tools and resources put together for exams, research, presentations and more.',
  async ({ api }) => {
    const list = await answer(api.toolkits.toolkits.public.$get());
    if (!list.ok) return null;
    return {
      name: 'Toolkits',
      items: list.data.toolkits.map((t) => ({ name: t.title, path: `/toolkit/${enc(t.id)}` })),
    };
  },
);

const toolkit: HeadBuilder = async ({ origin, id, api, share }) => {
  const found = await answer(api.toolkits.toolkits[':id'].$get({ param: { id }, query: { share } }));
  if (!found.ok) return found.missing ? 'missing' : fallback(`/toolkit/${enc(id)}`);
  const { toolkit } = found.data;
  const self = { name: toolkit.title, path: `/toolkit/${enc(toolkit.id)}` };
  const main = mainCategory(toolkit.resources);
  return {
    title: `${toolkit.title} – Toolkits – Quadkit`,
    description: toolkit.description,
    path: self.path,
    // Shown to its owner only: never indexed.
    noindex: toolkit.visibility !== 'public',
    image: main ? categoryImage(main) : siteImage,
    jsonLd: [breadcrumbList(origin, [HOME, { name: 'Toolkits', path: '/toolkits' }, self])],
  };
};

const trending = listPage(
  '/trending',
  'Trending Now – Quadkit',
  'The resources students are viewing and saving most right now.',
  // The trending page's own window (14 days, the API's default).
  async ({ api }) => {
    const ranking = await answer(
      api.trending.trending.$get({ query: { window_days: '14', limit: String(ITEM_LIST_MAX) } }),
    );
    return ranking.ok
      ? { name: 'Trending now', items: ranking.data.entries.map((entry) => resourceLink(entry.resource)) }
      : null;
  },
);

const board = listPage(
  '/bulletin-board',
  'Bulletin Board – Quadkit',
  'Guides and articles for students, plus posts from the Quadkit community.',
  async ({ api }) => {
    const page = await answer(api.bulletin.bulletin.articles.$get({ query: { page: '1' } }));
    return page.ok
      ? {
          name: 'Bulletin Board',
          items: page.data.articles.map((a) => ({ name: a.title, path: `/bulletin/${enc(a.id)}` })),
        }
      : null;
  },
);

const article: HeadBuilder = async ({ origin, id, api }) => {
  const found = await answer(api.bulletin.bulletin.articles[':id'].$get({ param: { id } }));
  if (!found.ok) return found.missing ? 'missing' : fallback(`/bulletin/${enc(id)}`);
  const { article } = found.data;
  const self = { name: article.title, path: `/bulletin/${enc(article.id)}` };
  // A bundled article has its own image (drawn at build time); a student's post the site's.
  const image = BUNDLED_ARTICLES.has(article.id)
    ? { path: articleShareImage(article.id), alt: article.title }
    : siteImage;
  return {
    title: `${article.title} – Quadkit`,
    description: article.snippet,
    path: self.path,
    type: 'article',
    image,
    jsonLd: [
      articleData(origin, {
        path: self.path,
        headline: article.title,
        description: article.snippet,
        datePublished: article.date,
        authorName: article.author.name,
        imagePath: image.path,
      }),
      breadcrumbList(origin, [HOME, { name: 'Bulletin Board', path: '/bulletin-board' }, self]),
    ],
  };
};

/** When the API cannot answer (D1 down): the site's head on the page's own URL, served with 200. */
function fallback(path: string): PageHead {
  return { title: SITE_TITLE, description: SITE_DESCRIPTION, path, image: siteImage };
}

/** Public pages by path; a detail page's pattern captures its id. */
const PAGE_HEADS: ReadonlyArray<readonly [RegExp, HeadBuilder]> = [
  [/^\/$/, home],
  [/^\/browse$/, browse],
  [/^\/category\/([^/]+)$/, category],
  [/^\/majors$/, majors],
  [/^\/majors\/([^/]+)$/, major],
  [/^\/resource\/([^/]+)$/, resource],
  [/^\/toolkits$/, toolkits],
  [/^\/toolkit\/([^/]+)$/, toolkit],
  [/^\/trending$/, trending],
  [/^\/bulletin-board$/, board],
  [/^\/bulletin\/([^/]+)$/, article],
];

/** Whether `path` is one of the public pages above (the ones the worker renders in full, docs/decisions/0019). */
export const isPublicPage = (path: string): boolean => PAGE_HEADS.some(([pattern]) => pattern.test(path));

/** Every other page (private ones, the editor, unknown paths): the site's head, kept out of search engines. */
const UNLISTED: PageHead = { title: SITE_TITLE, description: SITE_DESCRIPTION, noindex: true };

export const MISSING_HEAD: PageHead = {
  title: 'Page not found – Quadkit',
  description: 'The page you are looking for does not exist or has moved.',
  noindex: true,
};

/** The head of the page at `path`; when the API fails, the site's head on the page's own URL (never a 404). */
export async function pageHead(path: string, context: Omit<HeadContext, 'id'>): Promise<HeadResult> {
  for (const [pattern, build] of PAGE_HEADS) {
    const match = pattern.exec(path);
    if (!match) continue;
    let id = '';
    try {
      id = decodeURIComponent(match[1] ?? '');
    } catch {
      return 'missing'; // a malformed escape names nothing
    }
    try {
      return await build({ ...context, id });
    } catch (error) {
      console.warn(`Page head for ${path} failed; serving the site's head`, error);
      return fallback(path);
    }
  }
  return UNLISTED;
}
