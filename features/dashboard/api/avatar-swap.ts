// The avatar swap: one D1 batch (a transaction) reads the key being replaced and writes the new one, so two
// uploads can never both think they replaced the same key, and none is left without an owner to delete it.
import { eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { userPreferences } from '@quadkit/core/server/schema';
import type { Profile } from '../shared/profile';
import { toProfile } from './profile-queries';

export async function swapAvatar(
  db: Db,
  userId: string,
  avatarKey: string,
  avatarUrl: string,
): Promise<{ profile: Profile; previousKey: string | null }> {
  const updatedAt = new Date();
  const [before, after] = await db.batch([
    db.select({ avatarKey: userPreferences.avatarKey }).from(userPreferences).where(eq(userPreferences.userId, userId)),
    db
      .insert(userPreferences)
      .values({ userId, avatarKey, avatarUrl, updatedAt })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { avatarKey, avatarUrl, updatedAt } })
      .returning(),
  ]);
  const row = after[0];
  if (!row) throw new Error('the avatar swap wrote no row');
  return { profile: toProfile(row), previousKey: before[0]?.avatarKey ?? null };
}
