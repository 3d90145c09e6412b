// The dashboard package's public API entry, the only way the worker reaches it: the Hono sub-app (profile and
// avatars) and the R2 clean-up account deletion needs.
export { deleteUserAvatars } from './avatar-store';
export { dashboardApi } from './routes';
// The texts its API sends, for the worker to answer in the reader's language.
export { dashboardApiTexts } from './api-texts';
