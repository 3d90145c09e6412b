// The English of the search query's checks as the API sends them (shared/search-request.ts), for the worker's
// error localizer.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const searchQueryMessages = defineMessages('browse.searchQuery', {
  qOnce: 'Send the search text once, as q.',
  qLong: 'Search text can be at most {max} characters; shorten it and try again.',
  tagLong: 'A tag is at most {max} characters.',
  tooManyTags: 'Choose at most {max} tags.',
});
