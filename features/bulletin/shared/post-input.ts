// zod schemas of a new post, shared by the submit form and POST /api/bulletin/posts.
import * as z from 'zod';
import {
  BODY_MAX,
  BODY_MIN,
  looksLikeSpam,
  parseTags,
  POST_MESSAGES,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TITLE_MAX,
  TITLE_MIN,
} from './post-rules';

export const postTitle = z
  .string(POST_MESSAGES.titleShort)
  .trim()
  .min(TITLE_MIN, POST_MESSAGES.titleShort)
  .max(TITLE_MAX, POST_MESSAGES.titleLong);

export const postBody = z
  .string(POST_MESSAGES.bodyShort)
  .trim()
  .min(BODY_MIN, POST_MESSAGES.bodyShort)
  .max(BODY_MAX, POST_MESSAGES.bodyLong)
  .refine((body) => !looksLikeSpam(body), POST_MESSAGES.spam);

/** A list of tags: each trimmed, empties dropped, duplicates (ignoring case) dropped, at most 8. */
export const postTags = z
  .array(z.string().trim().max(TAG_MAX_LENGTH, POST_MESSAGES.tagLong))
  .max(100, POST_MESSAGES.tooManyTags)
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .pipe(z.array(z.string()).max(TAGS_MAX, POST_MESSAGES.tooManyTags));

/** The API's body: tags as a list. */
export const newPostBody = z.strictObject({
  title: postTitle,
  body: postBody,
  tags: postTags.default([]),
});
export type NewPostInput = z.input<typeof newPostBody>;
export type NewPostBody = z.output<typeof newPostBody>;

/** The form's values: tags as the comma-separated text the user types. */
export const postForm = z.object({
  title: postTitle,
  body: postBody,
  tags: z.string().transform(parseTags).pipe(postTags),
});
export type PostFormValues = z.input<typeof postForm>;
