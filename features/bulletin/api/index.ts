// The bulletin feature's API, mounted under /api by the worker.
export { bulletinApi, type BulletinApi } from './routes';
export { bulletinSitemapEntries } from './sitemap-entries';
