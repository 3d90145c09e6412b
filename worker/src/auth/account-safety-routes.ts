// Account safety: change password (other sessions signed out), the sessions list and 'Sign out everywhere
// else', and password reset by e-mail (same answer whether or not the e-mail has an account).
import { noStore } from '@quadkit/core/server/private-route';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { ApiError, fieldError } from '@quadkit/core/server/errors';
import { hitRateLimit } from '@quadkit/core/server/rate-limit';
import { passwordResetTokens, users } from '@quadkit/core/server/schema';
import { requireUser } from '@quadkit/core/server/session-user';
import { validate } from '@quadkit/core/server/validate';
import { localizedPath, publicLocaleOf } from '@quadkit/core/shared/i18n/locale-path';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { translator } from '@quadkit/core/shared/i18n/translate';
import type {
  AccountActionResponse,
  SessionsResponse,
  SignOutOthersResponse,
} from '@quadkit/core/shared/auth-responses';
import { mailerFor } from '../mail/mailer';
import { authMessages } from './auth.messages';
import { changePasswordBody, forgotPasswordBody, resetPasswordBody } from './account-safety-validation';
import { deviceName } from './device-name';
import { hashIterations, hashPassword, verifyPassword } from './password-hash';
import { assertStrongPassword, normalizePassword } from './password-rules';
import { consumeResetToken, createResetToken } from './password-reset';
import { clearSignInLockout, clientAddress } from './rate-limit';
import { readSessionCookie } from './session-cookie';
import { hashSessionToken } from './session-token';
import { deleteOtherSessions, listSessions, sessionIdOf } from './sessions';
import { rememberPlace } from './trusted-places';
import { findUserForSignIn } from './users';

const MINUTE_MS = 60 * 1000;

const currentTokenHash = async (c: Context<AppEnv>): Promise<string | null> => {
  const token = readSessionCookie(c);
  return token ? hashSessionToken(token) : null;
};

/** A new password ends every reset link the account had, used or not: an older mail can no longer change it. */
async function setPassword(c: Context<AppEnv>, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password, hashIterations(c.env));
  await c.var.db.batch([
    c.var.db.update(users).set({ passwordHash }).where(eq(users.id, userId)),
    c.var.db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
  ]);
}

/** The reset e-mail in `locale`; its link opens the reset page in that language too. */
function resetMail(locale: Locale, origin: string, token: string): { subject: string; text: string } {
  const t = translator(authMessages, locale);
  const url = `${origin}${localizedPath(locale, '/reset-password')}?token=${token}`;
  return {
    subject: t('resetSubject'),
    text: [t('resetIntro'), '', t('resetLink', { url }), '', t('resetOutro')].join('\n'),
  };
}

export const accountSafetyApi = new Hono<AppEnv>()
  .post('/account/password', validate('json', changePasswordBody), async (c) => {
    const user = requireUser(c);
    const { currentPassword, newPassword } = c.req.valid('json');
    const rule = { name: 'change-password', limit: 10, windowMs: 15 * MINUTE_MS, what: 'password changes' };
    await hitRateLimit(c.var.db, rule, `user:${user.id}`);
    const row = await findUserForSignIn(c.var.db, user.email);
    const matches =
      row &&
      ((await verifyPassword(normalizePassword(currentPassword), row.passwordHash)) ||
        (await verifyPassword(currentPassword, row.passwordHash)));
    if (!matches) throw fieldError('currentPassword', 'The current password is not correct.');
    const password = normalizePassword(newPassword);
    assertStrongPassword(password, user.email);
    await setPassword(c, user.id, password);
    await deleteOtherSessions(c.var.db, user.id, await currentTokenHash(c));
    const body: AccountActionResponse = {
      success: true,
      message: 'Your password was changed. Every other device was signed out.',
    };
    return c.json(body);
  })
  .get('/account/sessions', noStore, async (c) => {
    const user = requireUser(c);
    const current = await currentTokenHash(c);
    const rows = await listSessions(c.var.db, user.id);
    const body: SessionsResponse = {
      sessions: rows.map((row) => ({
        id: sessionIdOf(row.tokenHash),
        device: deviceName(row.userAgent, c.var.locale),
        signedInAt: row.createdAt.toISOString(),
        lastSeenAt: (row.lastSeenAt.getTime() > 0 ? row.lastSeenAt : row.createdAt).toISOString(),
        current: row.tokenHash === current,
      })),
    };
    return c.json(body);
  })
  .delete('/account/sessions/others', async (c) => {
    const user = requireUser(c);
    const current = await currentTokenHash(c);
    const before = (await listSessions(c.var.db, user.id)).length;
    await deleteOtherSessions(c.var.db, user.id, current);
    const after = (await listSessions(c.var.db, user.id)).length;
    const body: SignOutOthersResponse = { signedOut: before - after };
    return c.json(body);
  })
  .post('/auth/forgot-password', validate('json', forgotPasswordBody), async (c) => {
    const { email } = c.req.valid('json');
    const byAddress = { name: 'password-reset', limit: 5, windowMs: 60 * MINUTE_MS, what: 'password reset requests' };
    await hitRateLimit(c.var.db, byAddress, `addr:${clientAddress(c)}`);
    // The work (and its timing) happens after the answer, so a known e-mail answers exactly like an unknown one.
    const work = (async () => {
      const user = await findUserForSignIn(c.var.db, email);
      if (!user) return;
      // At most 3 e-mails an hour to one address, whoever asks: past that, nothing is sent (and nothing said).
      const byEmail = { name: 'password-reset-mail', limit: 3, windowMs: 60 * MINUTE_MS, what: 'reset e-mails' };
      try {
        await hitRateLimit(c.var.db, byEmail, `user:${user.id}`);
      } catch {
        return;
      }
      const token = await createResetToken(c.var.db, user.id);
      // The recipient's saved language, else the one they asked in.
      const locale = publicLocaleOf(user.locale) ?? c.var.locale;
      await mailerFor(c.env, c.var.db).send({ to: email, ...resetMail(locale, new URL(c.req.url).origin, token) });
    })().catch((err) => console.error(`[${c.var.requestId ?? '-'}] password reset mail failed:`, err));
    c.executionCtx.waitUntil(work);
    const body: AccountActionResponse = {
      success: true,
      message: translator(authMessages, c.var.locale)('forgotAnswer'),
    };
    return c.json(body);
  })
  .post('/auth/reset-password', validate('json', resetPasswordBody), async (c) => {
    const { token, password: raw } = c.req.valid('json');
    const invalid = () =>
      new ApiError(400, 'invalid_token', 'This reset link is invalid, used or expired. Ask for a new one.');
    const tokenHash = await hashSessionToken(token);
    const pending = await c.var.db
      .select({ userId: passwordResetTokens.userId, email: users.email })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .get();
    if (!pending) throw invalid();
    // The rules first, so a weak choice does not use up the link.
    const password = normalizePassword(raw);
    assertStrongPassword(password, pending.email);
    const userId = await consumeResetToken(c.var.db, token);
    if (userId !== pending.userId) throw invalid();
    await setPassword(c, userId, password);
    // Whoever knew the old password is out, everywhere.
    await deleteOtherSessions(c.var.db, userId, null);
    // The mailbox's owner is the account's owner: the lockout ends and this browser and address become trusted,
    // so the new password signs in at once (decision record 0016).
    await clearSignInLockout(c.var.db, pending.email);
    await rememberPlace(c, userId, clientAddress(c));
    const body: AccountActionResponse = {
      success: true,
      message: 'Your password was reset. Sign in with your new password.',
    };
    return c.json(body);
  });
