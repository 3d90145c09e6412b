// Users in D1: create one (null when the e-mail is taken) and find one by e-mail for sign-in.
import { eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { users } from '@quadkit/core/server/schema';
import type { SessionUser } from '@quadkit/core/server/session-user';

/** `email` is normalised; `passwordHash` is the full stored string from hashPassword. Null: already taken. */
export async function createUser(db: Db, email: string, passwordHash: string): Promise<SessionUser | null> {
  const id = crypto.randomUUID();
  // The unique index decides, also between two sign-ups racing for one e-mail.
  const row = await db
    .insert(users)
    .values({ id, email, passwordHash })
    .onConflictDoNothing()
    .returning({ id: users.id })
    .get();
  return row ? { id, email } : null;
}

export async function findUserForSignIn(db: Db, email: string) {
  return db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .get();
}
