// The submissions feature's server entry for the worker.
export { submissionsApi, type SubmissionsApi } from './routes';
