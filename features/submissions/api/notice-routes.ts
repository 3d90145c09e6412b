// /api/admin/notice: an admin reads, sets or clears the site-wide banner carried by the 'system' channel.
// Non-admins get 404 (api/guards.ts). A change bumps the catalog version: pages kept at the edge were drawn with the
// old notice (the renderer draws it into the first paint).
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import type { Env } from '@quadkit/core/server/env';
import { getSiteNotice, setSiteNotice } from '@quadkit/core/server/realtime';
import { validate } from '@quadkit/core/server/validate';
import { setNoticeBody } from '../shared/notice-input';
import { capBody } from './body-cap';
import { adminOnly } from './guards';

async function changeNotice(env: Env, text: string | null) {
  const notice = await setSiteNotice(env, text);
  await bumpCatalogVersion(env.CACHE);
  return notice;
}

export const noticeRoutes = new Hono<AppEnv>()
  .use('/admin/notice', adminOnly)
  .get('/admin/notice', async (c) => c.json({ notice: await getSiteNotice(c.env) }))
  .put('/admin/notice', capBody(4096), validate('json', setNoticeBody), async (c) =>
    c.json({ notice: await changeNotice(c.env, c.req.valid('json').text) }),
  )
  .delete('/admin/notice', async (c) => c.json({ notice: await changeNotice(c.env, null) }));
