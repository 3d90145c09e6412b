// The dashboard API's writes as the UI makes them: save the profile, upload an avatar, delete the account (the
// read is profile-state's, on the first page; these load with the screens that write). They use the small JSON
// client, typed by the API's routes.
import type { DeleteAccountResponse } from '@quadkit/core/shared/auth-responses';
import { ApiError, apiDelete, apiPutJson, apiSend } from '@quadkit/core/ui/api-client';
import type { SuccessBody } from '@quadkit/core/ui/data/unwrap';
import type { Profile, ProfileResponse, ProfileUpdate } from '../shared/profile';
import type { dashboardClient } from './dashboard-client';

type ProfileRoute = ReturnType<typeof dashboardClient>['profile'];
/** What PUT /api/profile answers, as the route defines it. */
type SavedProfileBody = SuccessBody<Awaited<ReturnType<ProfileRoute['$put']>>>;

/** Mirrors the API's limit (api/avatar-image.ts), so an oversized file is refused before it is uploaded. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Saves only the fields given; answers the whole saved profile. */
export async function saveProfile(changes: ProfileUpdate): Promise<Profile> {
  return (await apiPutJson<SavedProfileBody>('/api/profile', changes)).profile;
}

/** Sends the file's bytes as the raw body; the API checks they really are an image. */
export async function uploadAvatar(file: Blob): Promise<Profile> {
  const body = { raw: file, contentType: file.type || 'application/octet-stream' };
  return (await apiSend<ProfileResponse>('POST', '/api/profile/avatar', body)).profile;
}

/** Throws an ApiError whose message is the API's `error` field when it answers `{ success: false }`. */
export async function deleteAccount(): Promise<void> {
  const body = await apiDelete<DeleteAccountResponse>('/api/account');
  if (!body.success) throw new ApiError(200, 'request_failed', body.error);
}
