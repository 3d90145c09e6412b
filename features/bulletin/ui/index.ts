// The bulletin feature's UI for the shell: lazy routes and slot entries only (no screen is imported here).
export { bulletinRoutes } from './routes';
export { bulletinHomeSections } from './slots';
