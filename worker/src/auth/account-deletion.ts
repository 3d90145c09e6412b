// Deletes a user's account: their avatar objects in R2, then the user row in one D1 batch. Every `user_id`
// foreign key is ON DELETE CASCADE and D1 always enforces foreign keys, so deleting the user removes their
// sessions, bookmarks, toolkits (and those toolkits' items), submissions, interactions, events and
// preferences. Only what no foreign key reaches is deleted by hand.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { forgetUserRateLimits } from '@quadkit/core/server/rate-limit';
import { adminUsers, devMailbox, signInFailures, users } from '@quadkit/core/server/schema';
import { bookmarks, toolkits } from '@quadkit/toolkits/schema';
import type { SessionUser } from '@quadkit/core/server/session-user';
import { deleteUserAvatars } from '@quadkit/dashboard/api';
import { forgetUserSessions } from './session-memo';

export async function deleteAccount(db: Db, avatars: R2Bucket, user: SessionUser): Promise<void> {
  // R2 first: if D1 then fails the account still exists and the user can retry; the other way round
  // would leave objects no row points to.
  await deleteUserAvatars(avatars, user.id);
  const ownToolkits = db.select({ id: toolkits.id }).from(toolkits).where(eq(toolkits.userId, user.id));
  // A batch is one transaction: either all of it goes or none of it does.
  await db.batch([
    // Other users' bookmarks of toolkits about to disappear would point at nothing (`resource_id` holds a
    // resource or a toolkit id, so no foreign key can cascade it). This runs before the toolkits go.
    db.delete(bookmarks).where(and(eq(bookmarks.type, 'toolkit'), inArray(bookmarks.resourceId, ownToolkits))),
    // Keyed by e-mail or by a counter key, not by a foreign key.
    db.delete(signInFailures).where(eq(signInFailures.email, user.email)),
    // Local development only (production mail leaves through the send_email binding), but no row may keep it.
    db.delete(devMailbox).where(eq(devMailbox.toAddress, user.email)),
    forgetUserRateLimits(db, user.id),
    // Admin rights are keyed by e-mail: a later sign-up with the same address must not inherit them.
    db.delete(adminUsers).where(eq(adminUsers.email, user.email)),
    // Cascades to every table with a `user_id` foreign key.
    db.delete(users).where(eq(users.id, user.id)),
  ]);
  // Signed out on this isolate too (the cascade took the sessions from D1).
  forgetUserSessions(user.id);
}
