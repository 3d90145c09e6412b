// What /trending loads and says about it: its loader and, from its data, its head (one chunk, fetched by the
// route's lazy; the head reads the loader's types, so neither module imports the other).
export { trendingHead } from './trending-head';
export { trendingLoader } from './trending-loader';
