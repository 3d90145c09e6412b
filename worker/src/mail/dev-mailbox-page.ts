// GET /dev/mailbox: the local dev mailbox (what the app would have e-mailed), newest first, as a plain HTML
// page without scripts. Refused (404) when APP_ENV is production, where mail really leaves.
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { createDb } from '@quadkit/core/server/db';
import { notFound } from '@quadkit/core/server/errors';
import { devMailbox } from '@quadkit/core/server/schema';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export const devMailboxPage = new Hono<AppEnv>().get('/dev/mailbox', async (c) => {
  if (c.env.APP_ENV === 'production') throw notFound('There is no dev mailbox in production.');
  const to = c.req.query('to')?.trim().toLowerCase();
  const mails = await createDb(c.env.DB)
    .select()
    .from(devMailbox)
    .where(to ? eq(devMailbox.toAddress, to) : undefined)
    .orderBy(desc(devMailbox.id))
    .limit(50)
    .all();
  const items = mails
    .map(
      (mail) =>
        `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.toAddress)}, ${mail.sentAt.toISOString()}</p>` +
        `<pre>${escapeHtml(mail.body)}</pre></article>`,
    )
    .join('\n');
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox – Quadkit</title></head>` +
      `<body><h1>Dev mailbox</h1><p>Local development only: the e-mails Quadkit would have sent.</p>` +
      `${items || '<p>No e-mails yet.</p>'}</body></html>`,
  );
});
