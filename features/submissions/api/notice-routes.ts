// /api/admin/notice: an admin reads, sets or clears the site-wide banner carried by the 'system' channel.
// Non-admins get 404 (api/guards.ts).
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { getSiteNotice, setSiteNotice } from '@quadkit/core/server/realtime';
import { validate } from '@quadkit/core/server/validate';
import { setNoticeBody } from '../shared/notice-input';
import { capBody } from './body-cap';
import { adminOnly } from './guards';

export const noticeRoutes = new Hono<AppEnv>()
  .use('/admin/notice', adminOnly)
  .get('/admin/notice', async (c) => c.json({ notice: await getSiteNotice(c.env) }))
  .put('/admin/notice', capBody(4096), validate('json', setNoticeBody), async (c) =>
    c.json({ notice: await setSiteNotice(c.env, c.req.valid('json').text) }),
  )
  .delete('/admin/notice', async (c) => c.json({ notice: await setSiteNotice(c.env, null) }));
