// The submissions feature's server entry for the worker.
export { submissionsApi, type SubmissionsApi } from './routes';
// The texts its API sends, for the worker to answer in the reader's language.
export { submissionsApiTexts } from './api-texts';
