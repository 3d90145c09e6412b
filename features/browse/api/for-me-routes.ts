// GET /api/for-me/resources: the catalog without what the signed-in user does not qualify for (their profile's
// study level and country, judged by core's eligibility rule). Answers depend on who asks: never cached.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { notRuledOut, type EligibilityViewer } from '@quadkit/core/catalog/eligibility/rule';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { noStore } from '@quadkit/core/server/private-route';
import { userPreferences } from '@quadkit/core/server/schema';
import { requireUser } from '@quadkit/core/server/session-user';
import { listResources } from './queries';

export const forMeRoutes = new Hono<AppEnv>().get('/for-me/resources', noStore, async (c) => {
  const user = requireUser(c);
  const [preferences, all] = await Promise.all([
    c.var.db
      .select({ studyLevel: userPreferences.studyLevel, country: userPreferences.country })
      .from(userPreferences)
      .where(eq(userPreferences.userId, user.id))
      .get(),
    listResources(c.var.db),
  ]);
  // No profile: nothing to judge by, so nothing is left out.
  const viewer: EligibilityViewer | null = preferences ?? null;
  return c.json({ viewer, resources: all.filter((resource) => notRuledOut(resource.eligibility, viewer)) });
});
