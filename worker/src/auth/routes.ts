// The auth API under /api/auth: sign up, sign in, sign out and the current session.
import { noStore } from '@quadkit/core/server/private-route';
import { Hono, type Context } from 'hono';
import { localeCookie } from '@quadkit/core/server/locale-cookie';
import { publicLocaleOf } from '@quadkit/core/shared/i18n/locale-path';
import { isAdminEmail } from '@quadkit/core/server/admin';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { ApiError } from '@quadkit/core/server/errors';
import type { SessionUser } from '@quadkit/core/server/session-user';
import { validate } from '@quadkit/core/server/validate';
import type { AuthUser, SessionResponse, SignedInResponse, SignOutResponse } from '@quadkit/core/shared/auth-responses';
import { hitRateLimit } from '@quadkit/core/server/rate-limit';
import { hashIterations, hashPassword, spendHashingTime, verifyPassword } from './password-hash';
import { assertStrongPassword, normalizePassword } from './password-rules';
import {
  clientAddress,
  recordSignInFailure,
  reserveSignInSlot,
  signInSucceeded,
  TooManyAttemptsError,
} from './rate-limit';
import { clearSessionCookie, readSessionCookie, sendSessionCookie } from './session-cookie';
import { createSession, deleteSession, SESSION_LIFETIME_MS } from './sessions';
import { noticeTakenEmail } from './sign-up-notice';
import { ensureDeviceCookie, findTrustedPlace, rememberPlace } from './trusted-places';
import { findUserForSignIn } from './users';
import { createAccount } from './create-account';
import { newSessionToken } from './session-token';
import { signInBody, signUpBody } from './validation';

const invalidCredentials = () => new ApiError(401, 'invalid_credentials', 'Invalid login credentials');

/** Sign-ups per address per hour: enough for a shared campus network, too few to probe e-mails in bulk. */
export const SIGN_UPS_PER_ADDRESS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
const LOOPBACK = new Set(['local', '127.0.0.1', '::1']);

async function limitSignUps(c: Context<AppEnv>): Promise<void> {
  const address = clientAddress(c);
  // Production always has CF-Connecting-IP; without it (local dev, tests) everyone would share one counter.
  if (c.env.APP_ENV !== 'production' && LOOPBACK.has(address)) return;
  const rule = { name: 'sign-up', limit: SIGN_UPS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS, what: 'sign-ups' };
  await hitRateLimit(c.var.db, rule, `addr:${address}`);
}

/** Checks a sign-in password: NFKC first; a hash made before normalisation still verifies with the raw text. */
async function passwordMatches(raw: string, stored: string): Promise<boolean> {
  const normalized = normalizePassword(raw);
  if (await verifyPassword(normalized, stored)) return true;
  return normalized !== raw && verifyPassword(raw, stored);
}

async function toAuthUser(c: Context<AppEnv>, user: SessionUser): Promise<AuthUser> {
  return { id: user.id, email: user.email, isAdmin: await isAdminEmail(c.var.db, user.email) };
}

export async function startSession(c: Context<AppEnv>, user: SessionUser): Promise<SignedInResponse> {
  // A session this browser already had is replaced, not left behind in D1.
  const previous = readSessionCookie(c);
  if (previous) await deleteSession(c.var.db, previous);
  const session = await createSession(c.var.db, user.id, c.req.header('user-agent') ?? '');
  sendSessionCookie(c, session.token, session.expiresAt);
  return { user: await toAuthUser(c, user) };
}

export const authApi = new Hono<AppEnv>()
  // Every auth answer is about this browser's session: never stored by a cache.
  .use('/auth/*', noStore)
  .post('/auth/sign-up', validate('json', signUpBody), async (c) => {
    await limitSignUps(c);
    const { email } = c.req.valid('json');
    const password = normalizePassword(c.req.valid('json').password);
    assertStrongPassword(password, email);
    // A new and a taken e-mail run the same code: one hash, one batch, one admin lookup, the same cookies.
    const sessionToken = newSessionToken();
    const now = Date.now();
    const userId = await createAccount(
      c.var.db,
      {
        email,
        passwordHash: await hashPassword(password, hashIterations(c.env)),
        device: ensureDeviceCookie(c),
        address: clientAddress(c),
        sessionToken,
        userAgent: c.req.header('user-agent') ?? '',
        previousSessionToken: readSessionCookie(c),
      },
      now,
    );
    const isAdmin = await isAdminEmail(c.var.db, email);
    sendSessionCookie(c, sessionToken, new Date(now + SESSION_LIFETIME_MS));
    // A taken e-mail: the owner is told by mail, after the answer (a random id, a session that opens nothing).
    if (!userId) noticeTakenEmail(c, email);
    const body: SignedInResponse = {
      user: { id: userId ?? crypto.randomUUID(), email, isAdmin: userId ? isAdmin : false },
    };
    return c.json(body, 201);
  })
  .post('/auth/sign-in', validate('json', signInBody), async (c) => {
    const { email, password } = c.req.valid('json');
    const address = clientAddress(c);
    const user = await findUserForSignIn(c.var.db, email);
    const trusted = user ? await findTrustedPlace(c, user.id, address) : null;
    let slot: Awaited<ReturnType<typeof reserveSignInSlot>>;
    try {
      // The slot is taken before any password is evaluated: parallel guesses cannot pass the limit.
      slot = await reserveSignInSlot(c.var.db, email, address, trusted);
    } catch (err) {
      if (err instanceof TooManyAttemptsError) c.header('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
    // An unknown e-mail costs the same hashing as a wrong password, so timing tells nothing either.
    if (!user) await spendHashingTime(password, hashIterations(c.env));
    if (!user || !(await passwordMatches(password, user.passwordHash))) {
      await recordSignInFailure(c.var.db, email, address, slot, user !== undefined);
      throw invalidCredentials();
    }
    await signInSucceeded(c.var.db, slot);
    await rememberPlace(c, user.id, address);
    // The student's chosen language follows them to this device: their next page opens in it.
    const locale = publicLocaleOf(user.locale);
    if (locale) c.header('Set-Cookie', localeCookie(locale, c.req.url), { append: true });
    return c.json(await startSession(c, { id: user.id, email: user.email }));
  })
  .post('/auth/sign-out', async (c) => {
    const token = readSessionCookie(c);
    if (token) await deleteSession(c.var.db, token);
    clearSessionCookie(c);
    const body: SignOutResponse = { success: true };
    return c.json(body);
  })
  .get('/auth/session', async (c) => {
    const body: SessionResponse = { user: c.var.user ? await toAuthUser(c, c.var.user) : null };
    return c.json(body);
  });
