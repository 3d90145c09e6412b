// An article's route head, from the same loader data its screen draws (core/shared/page-head.ts).
import { articleShareImage } from '@quadkit/core/catalog/images';
import { siteHeadAt, siteShareCard } from '@quadkit/core/shared/head-defaults';
import { pageTitle, type RouteHead } from '@quadkit/core/shared/page-head';
import { articleData, breadcrumbList } from '@quadkit/core/shared/structured-data';
import { translator } from '@quadkit/core/shared/i18n/translate';
import { boardMessages } from '../board/board.messages';
import type { ArticleLoaderData } from './article-loader';
import { articleMessages } from './article.messages';

const enc = encodeURIComponent;

export const articleHead: RouteHead<ArticleLoaderData> = ({ data, url, locale }) => {
  if (!data.ok) return data.notFound ? 'missing' : siteHeadAt(url.pathname, locale);
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
        { name: translator(articleMessages, locale)('home'), path: '/' },
        { name: translator(boardMessages, locale)('title'), path: '/bulletin-board' },
        self,
      ]),
    ],
  };
};
