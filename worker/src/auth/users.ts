// Users in D1: find one by e-mail for sign-in (sign-up creates them in create-account.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { users } from '@quadkit/core/server/schema';

export async function findUserForSignIn(db: Db, email: string) {
  return db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .get();
}
