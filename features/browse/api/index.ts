// The browse package's public API entry, the only way the worker reaches it: the Hono sub-app.
export { browseApi } from './routes';
export { browseSitemapEntries } from './sitemap-entries';
// Named by the worker's app type (the typed client reads it): declaration emit needs a public path to them.
export type { SearchField, SearchResultKind, SearchSource } from '../shared/search-responses';
// The scheduled link check (worker cron) and its injected fetch (docs/decisions/0017).
export { runLinkCheck, type LinkCheckDeps, type LinkCheckRun } from './link-check/run-link-check';
export type { LinkFetcher } from './link-check/check-link';
// The open catalog (/mcp, feeds, llms.txt) reads through the same functions the routes use.
export { search } from './search-service';
export { searchQuery } from '../shared/search-request';
export { findResource, listResources } from './queries';
export { listCategoriesWithCounts } from './category-queries';
// The texts its API sends, for the worker to answer in the reader's language.
export { browseApiTexts } from './api-texts';
