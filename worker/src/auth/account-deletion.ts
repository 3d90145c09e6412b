// Deletes a user's account: their avatar objects in R2, then every row that is theirs in one D1 batch
// (a batch is one transaction, so either all rows go or none do). Children go before parents so no
// foreign key can object, whatever its ON DELETE rule.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import {
  adminUsers,
  analyticsEvents,
  bookmarks,
  bulletinSubmissions,
  devMailbox,
  resourceSubmissions,
  sessions,
  signInFailures,
  toolkitResources,
  toolkits,
  userInteractions,
  userPreferences,
  users,
} from '@quadkit/core/server/schema';
import { forgetUserRateLimits } from '@quadkit/core/server/rate-limit';
import type { SessionUser } from '@quadkit/core/server/session-user';
import { deleteUserAvatars } from '@quadkit/dashboard/api/avatar-store';

export async function deleteAccount(db: Db, avatars: R2Bucket, user: SessionUser): Promise<void> {
  // R2 first: if D1 then fails the account still exists and the user can retry; the other way round
  // would leave objects no row points to.
  await deleteUserAvatars(avatars, user.id);
  const ownToolkits = db.select({ id: toolkits.id }).from(toolkits).where(eq(toolkits.userId, user.id));
  await db.batch([
    // Other users' bookmarks of toolkits that are about to disappear would point at nothing.
    db.delete(bookmarks).where(and(eq(bookmarks.type, 'toolkit'), inArray(bookmarks.resourceId, ownToolkits))),
    db.delete(toolkitResources).where(inArray(toolkitResources.toolkitId, ownToolkits)),
    db.delete(toolkits).where(eq(toolkits.userId, user.id)),
    db.delete(bookmarks).where(eq(bookmarks.userId, user.id)),
    db.delete(userInteractions).where(eq(userInteractions.userId, user.id)),
    db.delete(analyticsEvents).where(eq(analyticsEvents.userId, user.id)),
    db.delete(bulletinSubmissions).where(eq(bulletinSubmissions.userId, user.id)),
    db.delete(resourceSubmissions).where(eq(resourceSubmissions.userId, user.id)),
    db.delete(userPreferences).where(eq(userPreferences.userId, user.id)),
    db.delete(sessions).where(eq(sessions.userId, user.id)),
    db.delete(signInFailures).where(eq(signInFailures.email, user.email)),
    // Local development only (production mail leaves through the send_email binding), but no row may keep it.
    db.delete(devMailbox).where(eq(devMailbox.toAddress, user.email)),
    forgetUserRateLimits(db, user.id),
    // Admin rights are keyed by e-mail: a later sign-up with the same address must not inherit them.
    db.delete(adminUsers).where(eq(adminUsers.email, user.email)),
    db.delete(users).where(eq(users.id, user.id)),
  ]);
}
