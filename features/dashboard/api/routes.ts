// The dashboard API: the signed-in user's profile and avatar, and avatars served back from R2.
// Mounted under /api by the worker.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { ApiError, notFound } from '@quadkit/core/server/errors';
import { noStore } from '@quadkit/core/server/private-route';
import { requireUser } from '@quadkit/core/server/session-user';
import { validate } from '@quadkit/core/server/validate';
import { bumpVersion } from '@quadkit/core/server/versions';
import { profileUpdate, type ProfileResponse } from '../shared/profile';
import { readAvatarImage } from './avatar-image';
import { avatarKeyOf, avatarUrlOf, newAvatarKey, userAvatarPrefix } from './avatar-store';
import { readProfile, saveProfile, type PreferencesChanges } from './profile-queries';
import { swapAvatar } from './avatar-swap';
import { avatarNameParam } from './validation';
import { localeCookie } from '@quadkit/core/server/locale-cookie';

/** Whether an If-None-Match list names this ETag (or is '*'). */
const etagListed = (header: string | undefined, etag: string): boolean =>
  (header ?? '').split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));

/** What others see of a student beside their posts: a change bumps the 'profiles' version, the key of kept board
 * answers and pages. */
const PUBLIC_FIELDS = ['display_name', 'study_level', 'major'] as const;

/** Avatar names are unguessable and never reused, so a cached copy can live forever. */
const AVATAR_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const dashboardApi = new Hono<AppEnv>()
  .get('/profile', noStore, async (c) => {
    const user = requireUser(c);
    const body: ProfileResponse = { profile: await readProfile(c.var.db, user.id) };
    return c.json(body);
  })
  .put('/profile', validate('json', profileUpdate), async (c) => {
    const user = requireUser(c);
    const input = c.req.valid('json');
    const changes: PreferencesChanges = {};
    if (input.display_name !== undefined) changes.displayName = input.display_name;
    if (input.study_level !== undefined) changes.studyLevel = input.study_level;
    if (input.major !== undefined) changes.major = input.major;
    if (input.study_goals !== undefined) changes.studyGoals = input.study_goals;
    if (input.interests !== undefined) changes.interests = input.interests;
    if (input.graduation_year !== undefined) changes.graduationYear = input.graduation_year;
    if (input.country !== undefined) changes.country = input.country;
    if (input.onboarded !== undefined) changes.onboarded = input.onboarded;
    if (input.locale !== undefined) changes.locale = input.locale;
    const body: ProfileResponse = { profile: await saveProfile(c.var.db, user.id, changes) };
    if (PUBLIC_FIELDS.some((field) => input[field] !== undefined)) await bumpVersion(c.env.CACHE, 'profiles');
    // The choice takes effect on this device at once: the language cookie is what the worker reads for pages.
    if (input.locale) c.header('Set-Cookie', localeCookie(input.locale, c.req.url), { append: true });
    return c.json(body);
  })
  .post('/profile/avatar', async (c) => {
    const user = requireUser(c);
    const image = await readAvatarImage(c.req.raw);
    const key = newAvatarKey(user.id, image.extension);
    await c.env.AVATARS.put(key, image.bytes, {
      httpMetadata: { contentType: image.contentType, cacheControl: AVATAR_CACHE_CONTROL },
    });
    // The swap reads the key it replaces in the same transaction, so under any concurrency each stored key is
    // displaced exactly once, by the upload that deletes it: one object is left, the one the profile names.
    const { profile, previousKey } = await swapAvatar(c.var.db, user.id, key, avatarUrlOf(key));
    if (previousKey && previousKey !== key && previousKey.startsWith(userAvatarPrefix(user.id))) {
      await c.env.AVATARS.delete(previousKey);
    }
    await bumpVersion(c.env.CACHE, 'profiles');
    const body: ProfileResponse = { profile };
    return c.json(body);
  })
  .get('/avatars/:name', validate('param', avatarNameParam), async (c) => {
    const { name } = c.req.valid('param');
    // onlyIf with the request's headers answers If-None-Match: a matching ETag gives an object without a body.
    const object = await c.env.AVATARS.get(avatarKeyOf(name), { onlyIf: c.req.raw.headers });
    if (!object) throw notFound('This avatar does not exist (it may have been replaced).');
    const headers = {
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'Cache-Control': AVATAR_CACHE_CONTROL,
      ETag: object.httpEtag,
    };
    if (!('body' in object)) {
      // R2 answers every failed condition without a body. RFC 9110: a failed If-Match (or, without one, a failed
      // If-Unmodified-Since) is 412; only a matched If-None-Match / If-Modified-Since is 304.
      const ifMatch = c.req.header('if-match');
      const failedMatch = ifMatch !== undefined && !etagListed(ifMatch, object.httpEtag);
      const failedUnmodified =
        ifMatch === undefined && c.req.header('if-unmodified-since') !== undefined && !c.req.header('if-none-match');
      if (failedMatch || failedUnmodified) {
        throw new ApiError(412, 'precondition_failed', 'The avatar has changed: its ETag does not match If-Match.');
      }
      return c.body(null, 304, headers);
    }
    return c.body(object.body, 200, headers);
  });
