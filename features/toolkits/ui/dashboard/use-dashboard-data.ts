// The data behind the dashboard panels, each loaded once however many panels ask: the user's toolkits
// (GET /api/toolkits/mine) and their saved items (GET /api/bookmarks, shared with every save control).
export { useMyToolkits } from '../data/my-toolkits';
export { useSavedList } from '../bookmarks/use-saved';
