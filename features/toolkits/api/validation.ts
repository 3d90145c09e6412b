// zod schemas for the toolkits API's path params (bodies are shared with the UI, in ../shared).
import * as z from 'zod';
import { bookmarkItemId, bookmarkType } from '../shared/bookmark-input';
import { pageQuery } from '@quadkit/core/server/pagination';
import {
  BOOKMARK_PAGE_MAX,
  BOOKMARK_PAGE_SIZE,
  MAX_ID_LENGTH,
  TOOLKIT_PAGE_MAX,
  TOOLKIT_PAGE_SIZE,
} from '../shared/toolkit-rules';

export const toolkitIdParam = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'A toolkit id is required')
    .max(MAX_ID_LENGTH, `A toolkit id is at most ${MAX_ID_LENGTH} characters`),
});

/** DELETE /api/bookmarks/:type/:resourceId */
export const bookmarkParam = z.object({ type: bookmarkType, resourceId: bookmarkItemId });

/** ?limit=&cursor= of GET /api/toolkits/public and /mine. */
export const toolkitPageQuery = pageQuery(TOOLKIT_PAGE_SIZE, TOOLKIT_PAGE_MAX);

/** ?limit=&cursor= of GET /api/bookmarks. */
export const bookmarkPageQuery = pageQuery(BOOKMARK_PAGE_SIZE, BOOKMARK_PAGE_MAX);
