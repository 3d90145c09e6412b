// Password reset tokens: 32 random bytes in the e-mailed link, only their SHA-256 in D1, valid 30 minutes and
// used at most once (the use is one UPDATE … WHERE used_at IS NULL AND expires_at > now, so two clicks race
// safely). A new request does not revoke older unexpired links, but any password change or reset ends them all.
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { passwordResetTokens } from '@quadkit/core/server/schema';
import { hashSessionToken, newSessionToken } from './session-token';

export const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

export async function createResetToken(db: Db, userId: string, now = Date.now()): Promise<string> {
  const token = newSessionToken();
  await db.batch([
    // Housekeeping: this user's used or expired tokens can go.
    db
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, userId),
          or(lt(passwordResetTokens.expiresAt, new Date(now)), gt(passwordResetTokens.usedAt, new Date(0))),
        ),
      ),
    db.insert(passwordResetTokens).values({
      tokenHash: await hashSessionToken(token),
      userId,
      expiresAt: new Date(now + RESET_TOKEN_LIFETIME_MS),
    }),
  ]);
  return token;
}

/** Marks the token used and returns its user, or null when it is unknown, used or expired. */
export async function consumeResetToken(db: Db, token: string, now = Date.now()): Promise<string | null> {
  const row = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, await hashSessionToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: passwordResetTokens.userId })
    .get();
  return row?.userId ?? null;
}
