// Avatars in R2 at avatars/{userId}-{random}.{ext}, served back through /api/avatars/{userId}-{random}.{ext}.
import { toHex } from '@quadkit/core/server/hex';

const PREFIX = 'avatars/';
export const AVATAR_URL_PREFIX = '/api/avatars/';

/** Every avatar object of a user starts with this (account deletion lists by it). */
export const userAvatarPrefix = (userId: string): string => `${PREFIX}${userId}-`;

/** 16 random bytes as hex: the name cannot be guessed, and a new upload never reuses a cached URL. */
const randomHex = (): string => toHex(crypto.getRandomValues(new Uint8Array(16)));

export const newAvatarKey = (userId: string, extension: string): string =>
  `${userAvatarPrefix(userId)}${randomHex()}.${extension}`;

export const avatarUrlOf = (key: string): string => `${AVATAR_URL_PREFIX}${key.slice(PREFIX.length)}`;

export const avatarKeyOf = (name: string): string => `${PREFIX}${name}`;

/** Deletes every avatar object of the user (normally one); returns how many were removed. */
export async function deleteUserAvatars(bucket: R2Bucket, userId: string): Promise<number> {
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: userAvatarPrefix(userId), ...(cursor ? { cursor } : {}) });
    const keys = page.objects.map((object) => object.key);
    if (keys.length > 0) await bucket.delete(keys);
    removed += keys.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return removed;
}
