// schema.org JSON-LD for the routes' heads (page-head.ts): the site itself (home), lists (ItemList, up to 10
// items), trails to a detail page (BreadcrumbList) and articles (Article). URLs are absolute on the serving origin.
export const ITEM_LIST_MAX = 10;

export interface Linked {
  name: string;
  path: string;
}

const CONTEXT = 'https://schema.org';

export function itemList(origin: string, name: string, items: readonly Linked[]) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    itemListElement: items.slice(0, ITEM_LIST_MAX).map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: origin + item.path,
    })),
  };
}

/** The trail from the home page to the page itself (the last crumb). */
export function breadcrumbList(origin: string, trail: readonly Linked[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin + crumb.path,
    })),
  };
}

/** The organisation and the site with its search action (/browse?q=…), plus the home page's featured items. */
export function siteGraph(origin: string, featured: readonly Linked[]) {
  const graph: object[] = [
    {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: 'Quadkit',
      url: `${origin}/`,
      logo: `${origin}/images/brand/logo.svg`,
    },
    {
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: 'Quadkit',
      url: `${origin}/`,
      publisher: { '@id': `${origin}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/browse?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
  if (featured.length > 0) {
    const { '@context': _, ...list } = itemList(origin, 'Featured student resources', featured);
    graph.push(list);
  }
  return { '@context': CONTEXT, '@graph': graph };
}

export interface ArticleFacts {
  path: string;
  headline: string;
  description: string;
  /** yyyy-mm-dd */
  datePublished: string;
  authorName: string;
  imagePath: string;
}

export function articleData(origin: string, article: ArticleFacts) {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    author: { '@type': 'Person', name: article.authorName },
    image: origin + article.imagePath,
    mainEntityOfPage: origin + article.path,
    publisher: { '@type': 'Organization', name: 'Quadkit', logo: `${origin}/images/brand/logo.svg` },
  };
}
