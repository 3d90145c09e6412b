// zod schemas for the toolkits API's path params (bodies are shared with the UI, in ../shared).
import { z } from 'zod';
import { bookmarkItemId, bookmarkType } from '../shared/bookmark-input';
import { MAX_ID_LENGTH } from '../shared/toolkit-rules';

export const toolkitIdParam = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'A toolkit id is required')
    .max(MAX_ID_LENGTH, `A toolkit id is at most ${MAX_ID_LENGTH} characters`),
});

/** DELETE /api/bookmarks/:type/:resourceId */
export const bookmarkParam = z.object({ type: bookmarkType, resourceId: bookmarkItemId });
