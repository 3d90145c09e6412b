// The toolkits package's public UI entry, the only way the shell reaches it: route objects, home sections,
// dashboard panels (all lazy), and what every page needs: the save control, the bookmark session and the
// Add to toolkit control (lazy).
export { AddToToolkitControl } from './add-to-toolkit-slot';
export { BookmarkSession } from './bookmarks/bookmark-session';
export { SaveButton } from './bookmarks/save-button';
export { toolkitHomeSections } from './home-sections';
export { toolkitsRoutes } from './routes';
