// The toolkits package's public API entry, the only way the worker reaches it: the Hono sub-app.
export { toolkitsApi } from './routes';
export { toolkitSitemapEntries } from './sitemap-entries';
// Named by the worker's app type (the typed client reads it): declaration emit needs a public path to it.
export type { SyncSkipReason } from '../shared/bookmark-responses';
// The open catalog (/mcp) lists and reads public toolkits with the routes' own queries.
export { findVisibleToolkit, listPublicToolkits } from './toolkit-queries';
// The texts its API sends, for the worker to answer in the reader's language.
export { toolkitsApiTexts } from './api-texts';
