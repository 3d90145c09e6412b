// The bulletin feature's API, mounted under /api by the worker.
export { bulletinApi, type BulletinApi } from './routes';
export { bulletinSitemapEntries } from './sitemap-entries';
// The bulletin feed (/feeds/bulletin.atom) lists the newest published articles with the board's own query.
export { latestArticles } from './board-queries';
// The texts its API sends, for the worker to answer in the reader's language.
export { bulletinApiTexts } from './api-texts';
