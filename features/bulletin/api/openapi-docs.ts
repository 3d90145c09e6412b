// The board's public answers as zod schemas, tied to what the queries return, and their describeRoute() entries
// for /api/openapi.json.
import { describeRoute } from 'hono-openapi';
import * as z from 'zod';
import { type Same, sameShape } from '@quadkit/core/shared/catalog-schemas';
import { errorResponse, jsonResponse, publicErrors } from '@quadkit/core/server/openapi-responses';
import type { findArticle, latestArticles, listBoard } from './board-queries';

const card = z.object({
  id: z.string(),
  kind: z.enum(['article', 'post']).describe('A bundled article, or an approved student post'),
  title: z.string(),
  snippet: z.string(),
  image: z.string(),
  tags: z.array(z.string()),
  date: z.string().describe('yyyy-mm-dd of publication'),
  readTime: z.string(),
  author: z.object({ name: z.string(), avatar: z.string().nullable(), profile: z.string().nullable() }),
});

export const boardSchema = z.object({
  articles: z.array(card),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  tags: z.array(z.string()).describe('The most used tags, for filter chips'),
});

export const latestSchema = z.object({ articles: z.array(card) });

const link = z.object({ id: z.string(), title: z.string() }).nullable();

export const articleSchema = z.object({
  article: card.extend({ content: z.string().describe('Markdown') }),
  previous: link.describe('The next newer article'),
  next: link.describe('The next older article'),
  related: z.array(card),
});

sameShape<Same<z.output<typeof boardSchema>, Awaited<ReturnType<typeof listBoard>>>>();
sameShape<Same<z.output<typeof latestSchema>['articles'], Awaited<ReturnType<typeof latestArticles>>>>();
sameShape<Same<z.output<typeof articleSchema>, NonNullable<Awaited<ReturnType<typeof findArticle>>>>>();

const TAGS = ['Bulletin'];

export const documentBoard = describeRoute({
  tags: TAGS,
  summary: 'List bulletin articles',
  description: 'Bundled articles and approved student posts, newest first, 9 a page; ?q= searches, ?tag= filters.',
  responses: { 200: jsonResponse('One page of the board.', boardSchema), ...publicErrors },
});

export const documentLatest = describeRoute({
  tags: TAGS,
  summary: 'The six newest bulletin articles',
  responses: { 200: jsonResponse('The newest articles.', latestSchema), 429: publicErrors[429] },
});

export const documentArticle = describeRoute({
  tags: TAGS,
  summary: 'Get a bulletin article',
  responses: {
    200: jsonResponse('The article with its neighbours and related articles.', articleSchema),
    404: errorResponse('No published article has this id.'),
    ...publicErrors,
  },
});
