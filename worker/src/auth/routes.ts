// The auth API under /api/auth: sign up, sign in, sign out and the current session.
import { Hono, type Context } from 'hono';
import { isAdminEmail } from '@quadkit/core/server/admin';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { ApiError } from '@quadkit/core/server/errors';
import type { SessionUser } from '@quadkit/core/server/session-user';
import { validate } from '@quadkit/core/server/validate';
import type { AuthUser, SessionResponse, SignedInResponse, SignOutResponse } from '@quadkit/core/shared/auth-responses';
import { hashPassword, spendHashingTime, verifyPassword } from './password-hash';
import { assertStrongPassword } from './password-rules';
import {
  assertSignInAllowed,
  clearSignInFailures,
  clientAddress,
  recordSignInFailure,
  TooManyAttemptsError,
} from './rate-limit';
import { clearSessionCookie, readSessionCookie, sendSessionCookie } from './session-cookie';
import { createSession, deleteSession } from './sessions';
import { createUser, findUserForSignIn } from './users';
import { signInBody, signUpBody } from './validation';

const invalidCredentials = () => new ApiError(401, 'invalid_credentials', 'Invalid login credentials');

async function toAuthUser(c: Context<AppEnv>, user: SessionUser): Promise<AuthUser> {
  return { id: user.id, email: user.email, isAdmin: await isAdminEmail(c.var.db, user.email) };
}

async function startSession(c: Context<AppEnv>, user: SessionUser): Promise<SignedInResponse> {
  // A session this browser already had is replaced, not left behind in D1.
  const previous = readSessionCookie(c);
  if (previous) await deleteSession(c.var.db, previous);
  const session = await createSession(c.var.db, user.id);
  sendSessionCookie(c, session.token, session.expiresAt);
  c.header('Cache-Control', 'no-store');
  return { user: await toAuthUser(c, user) };
}

export const authApi = new Hono<AppEnv>()
  .post('/auth/sign-up', validate('json', signUpBody), async (c) => {
    const { email, password } = c.req.valid('json');
    assertStrongPassword(password, email);
    const user = await createUser(c.var.db, email, await hashPassword(password));
    return c.json(await startSession(c, user), 201);
  })
  .post('/auth/sign-in', validate('json', signInBody), async (c) => {
    const { email, password } = c.req.valid('json');
    const address = clientAddress(c);
    try {
      await assertSignInAllowed(c.var.db, email, address);
    } catch (err) {
      if (err instanceof TooManyAttemptsError) c.header('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
    const user = await findUserForSignIn(c.var.db, email);
    // An unknown e-mail costs the same hashing as a wrong password, so timing tells nothing either.
    if (!user) await spendHashingTime(password);
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      await recordSignInFailure(c.var.db, email, address);
      throw invalidCredentials();
    }
    await clearSignInFailures(c.var.db, email);
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
    c.header('Cache-Control', 'no-store');
    const body: SessionResponse = { user: c.var.user ? await toAuthUser(c, c.var.user) : null };
    return c.json(body);
  });
