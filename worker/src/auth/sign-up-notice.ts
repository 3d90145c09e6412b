// Sign-up of an e-mail that already has an account: the answer looks like any sign-up (so the API never tells
// who is registered; see routes.ts), and the owner is told by e-mail instead, at most 3 times an hour.
import type { Context } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { TooManyRequestsError } from '@quadkit/core/server/errors';
import { hitRateLimit } from '@quadkit/core/server/rate-limit';
import { localizedPath } from '@quadkit/core/shared/i18n/locale-path';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { translator } from '@quadkit/core/shared/i18n/translate';
import { mailerFor } from '../mail/mailer';
import { noticeMessages } from './sign-up-notice.messages';
import { hashSessionToken } from './session-token';

/** The notice in `locale`; its links open the pages in that language. */
function accountExistsMail(locale: Locale, origin: string): { subject: string; text: string } {
  const t = translator(noticeMessages, locale);
  const home = `${origin}${localizedPath(locale, '/')}`;
  const reset = `${origin}${localizedPath(locale, '/forgot-password')}`;
  return { subject: t('subject'), text: [t('intro'), '', t('ifYou', { home, reset }), t('ifNot')].join('\n') };
}

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
    // In the language the sign-up was tried in: looking up the owner's saved one would be a statement a new
    // e-mail's sign-up does not run, and the two must stay alike.
    await mailerFor(c.env, c.var.db).send({ to: email, ...accountExistsMail(c.var.locale, new URL(c.req.url).origin) });
  })().catch((err) => console.error(`[${c.var.requestId ?? '-'}] sign-up notice mail failed:`, err));
  c.executionCtx.waitUntil(work);
}
