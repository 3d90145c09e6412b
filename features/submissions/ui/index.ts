// The submissions feature's UI entry for the shell: lazy routes and slot entries (React.lazy, so nothing here
// loads a screen eagerly).
export { submissionsRoutes } from './routes';
