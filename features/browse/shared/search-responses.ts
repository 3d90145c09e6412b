// Response shape of GET /api/search: the search engine's types (core), as the overlay and the routes name them.
export type * from '@quadkit/core/shared/search-responses';
