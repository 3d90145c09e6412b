// Sign-up of an e-mail that already has an account: the answer looks like any sign-up (so the API never tells
// who is registered), and the owner is told by e-mail instead.
import type { Context } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import type { SignedInResponse } from '@quadkit/core/shared/auth-responses';
import { mailerFor } from '../mail/mailer';
import { sendSessionCookie } from './session-cookie';
import { newSessionToken } from './session-token';
import { SESSION_LIFETIME_MS } from './sessions';
import { ensureDeviceCookie } from './trusted-places';

export const ACCOUNT_EXISTS_SUBJECT = 'Someone tried to sign up to Quadkit with your e-mail';

const accountExistsText = (origin: string) =>
  [
    'Someone (maybe you) tried to create a Quadkit account with this e-mail address, which already has one.',
    '',
    `If it was you, sign in at ${origin}/ instead, or choose a new password at ${origin}/forgot-password.`,
    'If it was not you, you can ignore this e-mail: nothing about your account changed.',
  ].join('\n');

/** The same 201 and cookies a real sign-up sends, with a session token that opens nothing. */
export async function answerTakenEmail(c: Context<AppEnv>, email: string): Promise<SignedInResponse> {
  await mailerFor(c.env, c.var.db).send({
    to: email,
    subject: ACCOUNT_EXISTS_SUBJECT,
    text: accountExistsText(new URL(c.req.url).origin),
  });
  ensureDeviceCookie(c);
  sendSessionCookie(c, newSessionToken(), new Date(Date.now() + SESSION_LIFETIME_MS));
  return { user: { id: crypto.randomUUID(), email, isAdmin: false } };
}
