// The toolkits package's public API entry, the only way the worker reaches it: the Hono sub-app.
export { toolkitsApi } from './routes';
export { toolkitSitemapEntries } from './sitemap-entries';
// The one 'can this viewer see this toolkit' rule, for the worker's page status (worker/src/pages/missing-page.ts).
export { canViewToolkit } from './toolkit-queries';
// Named by the worker's app type (the typed client reads it): declaration emit needs a public path to it.
export type { SyncSkipReason } from '../shared/bookmark-responses';
