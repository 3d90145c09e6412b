// The English of a bulletin post's rules as the API sends them (shared/post-rules.ts), for the worker's error
// localizer: a student writing in Spanish or Chinese reads why their post was refused in their language.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const postRuleMessages = defineMessages('bulletin.postRules', {
  titleShort: 'Title must be at least {min} characters long.',
  titleLong: 'Title must be at most {max} characters long.',
  bodyShort: 'Content body must be at least {min} characters long.',
  bodyLong: 'Content body must be at most {max} characters long.',
  spam: 'Your submission contains content that may be spam. Please review and try again.',
  tooManyTags: 'Use at most {max} tags.',
  tagLong: 'A tag must be at most {max} characters long.',
  articleNotFound: 'Article not found',
  postNotFound: 'Post not found',
});
