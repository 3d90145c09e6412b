// The browse package's public UI entry, the only way the shell reaches it: route objects, home sections, the
// admin reports panel and the search overlay's loader. Every screen and the overlay are lazy chunks.

export { browseHomeSections } from './home-sections';
export { browseRoutes } from './routes';

/** The header's search overlay, fetched on first hover, focus, click or Ctrl/Cmd+K. */
export const loadSearchOverlay = () => import('./search/search-overlay');
