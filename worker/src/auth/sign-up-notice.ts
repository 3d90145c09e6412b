// Sign-up of an e-mail that already has an account: the answer looks like any sign-up (so the API never tells
// who is registered; see routes.ts), and the owner is told by e-mail instead, at most 3 times an hour.
import type { Context } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { TooManyRequestsError } from '@quadkit/core/server/errors';
import { hitRateLimit } from '@quadkit/core/server/rate-limit';
import { mailerFor } from '../mail/mailer';
import { hashSessionToken } from './session-token';

export const ACCOUNT_EXISTS_SUBJECT = 'Someone tried to sign up to Quadkit with your e-mail';

const accountExistsText = (origin: string) =>
  [
    'Someone (maybe you) tried to create a Quadkit account with this e-mail address, which already has one.',
    '',
    `If it was you, sign in at ${origin}/ instead, or choose a new password at ${origin}/forgot-password.`,
    'If it was not you, you can ignore this e-mail: nothing about your account changed.',
  ].join('\n');

/** Notices per recipient per hour, like reset mails: past that, nothing is sent (and nothing said). */
export const NOTICES_PER_RECIPIENT_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Mails the owner of a taken e-mail, after the answer (so the answer and its timing tell nothing), at most 3 times
 * an hour: a counter keyed by the e-mail's hash, never the e-mail itself.
 */
export function noticeTakenEmail(c: Context<AppEnv>, email: string): void {
  const rule = { name: 'sign-up-notice', limit: NOTICES_PER_RECIPIENT_PER_HOUR, windowMs: HOUR_MS, what: 'notices' };
  const work = (async () => {
    try {
      await hitRateLimit(c.var.db, rule, `mail:${await hashSessionToken(`email:${email}`)}`);
    } catch (err) {
      if (err instanceof TooManyRequestsError) return;
      throw err;
    }
    await mailerFor(c.env, c.var.db).send({
      to: email,
      subject: ACCOUNT_EXISTS_SUBJECT,
      text: accountExistsText(new URL(c.req.url).origin),
    });
  })().catch((err) => console.error(`[${c.var.requestId ?? '-'}] sign-up notice mail failed:`, err));
  c.executionCtx.waitUntil(work);
}
