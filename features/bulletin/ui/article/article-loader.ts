// /bulletin/{id} data: the article, its previous/next neighbours and up to 3 related articles.
import type { LoaderFunctionArgs } from 'react-router';
import { settle } from '@quadkit/core/ui/data/settle';
import { fetchArticle } from '../data/client';

export const articleLoader = ({ context, params }: LoaderFunctionArgs) =>
  settle(fetchArticle(context, params.id ?? ''), 'Failed to load the article');

export type ArticleLoaderData = Awaited<ReturnType<typeof articleLoader>>;
