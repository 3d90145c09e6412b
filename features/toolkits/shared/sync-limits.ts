// The bookmark sync's batch limit, apart from toolkit-rules.ts: the sign-in sync runs from the first load of every
// page, and importing it from toolkit-rules pulled that module's messages into the entry script.

/** How many local bookmarks one sync may push (a signed-out user's whole local list, in one request). */
export const MAX_SYNC_ITEMS = 200;
