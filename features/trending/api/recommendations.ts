// Builds a signed-in user's recommendations from their profile, interactions and saved items (docs/product.md#limits).
import { count, eq } from 'drizzle-orm';
import { notRuledOut } from '@quadkit/core/catalog/eligibility/rule';
import type { Db } from '@quadkit/core/server/db';
import { toResource } from '@quadkit/core/server/resource-row';
import { candidateToolkits, savedItemsOf } from '@quadkit/toolkits/server';
import { resources, userInteractions, userPreferences } from '@quadkit/core/server/schema';
import type { Recommendation, RecommendationsBody } from '../shared/recommendation-body';
import { goalCategories } from './goal-categories';
import { type Interests, RECOMMENDATION_LIMIT, resourceScore, toolkitScore } from './recommendation-score';

async function activityOf(db: Db, userId: string) {
  const rows = await db
    .select({ resourceId: userInteractions.resourceId, type: userInteractions.type, n: count() })
    .from(userInteractions)
    .where(eq(userInteractions.userId, userId))
    .groupBy(userInteractions.resourceId, userInteractions.type);
  const views = new Map<string, number>();
  const bookmarked = new Map<string, number>();
  for (const row of rows) (row.type === 'view' ? views : bookmarked).set(row.resourceId, row.n);
  return { views, bookmarks: bookmarked };
}

const byScoreThenTitle = (a: Recommendation, b: Recommendation) =>
  b.score - a.score || titleOf(a).localeCompare(titleOf(b));
const titleOf = (item: Recommendation) => (item.type === 'resource' ? item.resource.title : item.toolkit.title);

export async function recommendFor(db: Db, userId: string): Promise<RecommendationsBody> {
  const preferences = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).get();
  if (!preferences) return { hasProfile: false, items: [] };
  const profile: Interests = {
    interests: preferences.interests,
    goalCategories: goalCategories(preferences.studyGoals),
  };
  const [activity, saved, catalog, kits] = await Promise.all([
    activityOf(db, userId),
    savedItemsOf(db, userId),
    db.select().from(resources),
    candidateToolkits(db, userId),
  ]);
  const savedKeys = new Set(saved.map((row) => `${row.type}:${row.id}`));
  const catalogById = new Map(catalog.map((row) => [row.id, toResource(row)]));

  const items: Recommendation[] = [];
  for (const resource of catalogById.values()) {
    if (savedKeys.has(`resource:${resource.id}`)) continue;
    // Nothing the user does not qualify for (their level or country, docs/decisions/0017).
    if (!notRuledOut(resource.eligibility, preferences)) continue;
    const score = resourceScore(resource, profile, activity);
    if (score > 0) items.push({ type: 'resource', score, resource });
  }
  for (const kit of kits) {
    if (savedKeys.has(`toolkit:${kit.id}`)) continue;
    const tools = kit.tools.flatMap((id) => catalogById.get(id) ?? []);
    const score = toolkitScore(tools, profile);
    if (score > 0) {
      const { tools: _tools, ...toolkit } = kit;
      items.push({ type: 'toolkit', score, toolkit: { ...toolkit, resourceCount: kit.tools.length } });
    }
  }
  return { hasProfile: true, items: items.sort(byScoreThenTitle).slice(0, RECOMMENDATION_LIMIT) };
}
