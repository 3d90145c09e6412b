// Users in D1: create one (refusing a taken e-mail) and find one by e-mail for sign-in.
import { eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { ApiError } from '@quadkit/core/server/errors';
import { users } from '@quadkit/core/server/schema';
import type { SessionUser } from '@quadkit/core/server/session-user';

const alreadyRegistered = () => new ApiError(409, 'user_already_exists', 'User already registered');

/** `email` is normalised; `passwordHash` is the full stored string from hashPassword. */
export async function createUser(db: Db, email: string, passwordHash: string): Promise<SessionUser> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (existing) throw alreadyRegistered();
  const id = crypto.randomUUID();
  try {
    await db.insert(users).values({ id, email, passwordHash });
  } catch (err) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (String(err).includes('UNIQUE')) throw alreadyRegistered();
    throw err;
  }
  return { id, email };
}

export async function findUserForSignIn(db: Db, email: string) {
  return db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .get();
}
