// /bulletin/{id} data: the article, its previous/next neighbours and up to 3 related articles.
import { settledLoader } from '@quadkit/core/ui/data/settled-loader';
import { fetchArticle } from '../data/client';

export const articleLoader = settledLoader(
  ({ context, params }) => fetchArticle(context, params.id ?? ''),
  'Failed to load the article',
);

export type ArticleLoaderData = Awaited<ReturnType<typeof articleLoader>>;
