// Trending's numbers (docs/product.md#limits), with no runtime dependencies so the UI can import them.
export const TRENDING_DEFAULT_WINDOW_DAYS = 14;
export const TRENDING_MAX_WINDOW_DAYS = 90;
export const TRENDING_DEFAULT_LIMIT = 50;
export const TRENDING_MAX_LIMIT = 100;
/** Home's Trending Now shows this many. */
export const HOME_TRENDING_LIMIT = 6;
