// The one e-mail sender: Cloudflare's send_email binding (EMAIL) in production, and everywhere else the dev
// mailbox, rows in D1 that /dev/mailbox shows, so sign-up notices and password resets run in `npm start` and tests.
import type { Db } from '@quadkit/core/server/db';
import type { Env } from '@quadkit/core/server/env';
import { devMailbox } from '@quadkit/core/server/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The sender address mail goes out from in production (a verified address of the sending domain). */
const FROM_FALLBACK = 'no-reply@quadkit.example';

export const devMailer = (db: Db): Mailer => ({
  async send(mail) {
    await db
      .insert(devMailbox)
      .values({ toAddress: mail.to, subject: mail.subject, body: mail.text, sentAt: new Date() });
  },
});

export function mailerFor(env: Env, db: Db): Mailer {
  const binding = env.EMAIL;
  if (env.APP_ENV === 'production' && binding) {
    return {
      async send(mail) {
        await binding.send({
          from: env.MAIL_FROM || FROM_FALLBACK,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
    };
  }
  return devMailer(db);
}
