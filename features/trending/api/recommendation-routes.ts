// GET /api/recommendations: the signed-in user's top 6 (401 'Auth session missing!' when signed out).
import { noStore } from '@quadkit/core/server/private-route';
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { requireUser } from '@quadkit/core/server/session-user';
import { recommendFor } from './recommendations';

export const recommendationRoutes = new Hono<AppEnv>().get('/recommendations', noStore, async (c) => {
  const user = requireUser(c);
  return c.json(await recommendFor(c.var.db, user.id));
});
