// The spec's rules for a bulletin post (docs/product.md#rules-and-messages and #limits), with its exact messages; the form and the API
// both check a post against these, so the two can never disagree.
import { groupThousands } from '@quadkit/core/shared/plain-format';

export const TITLE_MIN = 5;
export const TITLE_MAX = 100;
export const BODY_MIN = 50;
/** Not in the spec: an upper bound so a post stays a post (the request body is capped before parsing too). */
export const BODY_MAX = 20_000;
export const TAGS_MAX = 8;
export const TAG_MAX_LENGTH = 40;
export const REASON_MAX = 500;

export const POST_MESSAGES = {
  titleShort: 'Title must be at least 5 characters long.',
  titleLong: 'Title must be at most 100 characters long.',
  bodyShort: 'Content body must be at least 50 characters long.',
  bodyLong: `Content body must be at most ${groupThousands(BODY_MAX)} characters long.`,
  spam: 'Your submission contains content that may be spam. Please review and try again.',
  tooManyTags: `Use at most ${TAGS_MAX} tags.`,
  tagLong: `A tag must be at most ${TAG_MAX_LENGTH} characters long.`,
  submitFailed: 'An unexpected error occurred.',
  submitted: 'Thanks for your submission! It will be reviewed shortly and published if approved.',
  fetchFailed: 'Failed to fetch submissions',
  notFound: 'Article not found',
  postNotFound: 'Post not found',
  noArticles: 'No articles found matching your criteria.',
} as const;

/** A character repeated 11 or more times in a row, or any http(s) link (docs/product.md#rules-and-messages). */
export function looksLikeSpam(body: string): boolean {
  return /(.)\1{10,}/su.test(body) || /https?:\/\//i.test(body);
}

/** "a, b,, c " → ['a', 'b', 'c']: comma-separated, trimmed, empties dropped (docs/product.md#rules-and-messages). */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}
