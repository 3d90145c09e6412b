// The bulletin routes' heads, from the same loader data their screens draw (core/shared/page-head.ts).
import { articleShareImage } from '@quadkit/core/catalog/images';
import { siteHeadAt, siteShareCard } from '@quadkit/core/shared/head-defaults';
import { pageTitle, type RouteHead } from '@quadkit/core/shared/page-head';
import { articleData, breadcrumbList, itemList } from '@quadkit/core/shared/structured-data';
import type { ArticleLoaderData } from './article/article-loader';
import type { BoardLoaderData } from './board/board-loader';

const enc = encodeURIComponent;

export const boardHead: RouteHead<BoardLoaderData> = ({ data, url }) => {
  const items = data.ok ? data.data.articles.map((a) => ({ name: a.title, path: `/bulletin/${enc(a.id)}` })) : [];
  return {
    title: pageTitle('Bulletin Board'),
    description: 'Guides and articles for students, plus posts from the Quadkit community.',
    path: '/bulletin-board',
    image: siteShareCard,
    jsonLd: items.length > 0 ? [itemList(url.origin, 'Bulletin Board', items)] : [],
  };
};

export const articleHead: RouteHead<ArticleLoaderData> = ({ data, url }) => {
  if (!data.ok) return data.notFound ? 'missing' : siteHeadAt(url.pathname);
  const { article } = data.data;
  const self = { name: article.title, path: `/bulletin/${enc(article.id)}` };
  // A bundled article has its own image (drawn at build time); a student's post the site's.
  const image =
    article.kind === 'article' ? { path: articleShareImage(article.id), alt: article.title } : siteShareCard;
  return {
    title: pageTitle(article.title),
    description: article.snippet,
    path: self.path,
    type: 'article',
    image,
    jsonLd: [
      articleData(url.origin, {
        path: self.path,
        headline: article.title,
        description: article.snippet,
        datePublished: article.date,
        authorName: article.author.name,
        imagePath: image.path,
      }),
      breadcrumbList(url.origin, [
        { name: 'Home', path: '/' },
        { name: 'Bulletin Board', path: '/bulletin-board' },
        self,
      ]),
    ],
  };
};
