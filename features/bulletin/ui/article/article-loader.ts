// /bulletin/{id} data: the article, its previous/next neighbours and up to 3 related articles; and the markdown
// renderer beside it, so the body is drawn with the screen (a failed chunk load is left to the body itself).
import { settledLoader } from '@quadkit/core/ui/data/settled-loader';
import { fetchArticle } from '../data/client';
import { articleMessages } from './article.messages';
import { loadSafeMarkdown } from './safe-markdown-module';

export const articleLoader = settledLoader(async ({ context, params }) => {
  const [article] = await Promise.all([fetchArticle(context, params.id ?? ''), loadSafeMarkdown().catch(() => null)]);
  return article;
}, articleMessages.en.loadFailed); // English here; the screen shows it in the reader's language.

export type ArticleLoaderData = Awaited<ReturnType<typeof articleLoader>>;
