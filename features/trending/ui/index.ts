// The trending feature's UI for the shell: its route (lazy) and its home sections (React.lazy components).
export { trendingHomeSections } from './home-sections';
export { trendingRoutes } from './routes';
