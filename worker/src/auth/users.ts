// Users in D1: find one by e-mail for sign-in (sign-up creates them in create-account.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { userPreferences, users } from '@quadkit/core/server/schema';

/** The account and the language on its profile (the same read: sign-in copies it into the language cookie). */
export async function findUserForSignIn(db: Db, email: string) {
  return db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, locale: userPreferences.locale })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.email, email))
    .get();
}
