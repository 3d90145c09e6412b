// The toolkit rules of docs/product.md#rules-and-messages and their messages (verbatim where the spec gives one), shared by the
// editor form and the API so both say the same thing.

export const TITLE_MIN = 3;
export const TITLE_MAX = 100;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 500;
/** Not in the spec: a ceiling so one toolkit cannot grow without bound (the built-ins have 10). */
export const MAX_TOOLKIT_RESOURCES = 50;
/** Toolkit cards show this many tools, then '+N more tools' (docs/product.md#toolkit-page). */
export const TOOLKIT_PREVIEW_SIZE = 5;
/** The longest id the API accepts for a resource or a toolkit. */
export const MAX_ID_LENGTH = 200;
export { MAX_SYNC_ITEMS } from './sync-limits';

/** Not in the spec: how many toolkits one account may own, so no one can flood the public list. */
export const MAX_TOOLKITS_PER_USER = 100;
/** Not in the spec: how many bookmarks one account may keep. */
export const MAX_BOOKMARKS_PER_USER = 1000;
/** Page sizes of the lists (?limit= may ask for fewer, or up to the max). */
export const TOOLKIT_PAGE_SIZE = 50;
export const TOOLKIT_PAGE_MAX = 100;
export const BOOKMARK_PAGE_SIZE = 500;
export const BOOKMARK_PAGE_MAX = 500;
/** Not in the spec: how many copies ('Make a copy') one account may make an hour. */
export const MAX_COPIES_PER_HOUR = 20;
/** The owner name shown for built-in toolkits in 'Remixed from {title} by {owner}'. */
export const BUILT_IN_OWNER = 'Quadkit';
