// Builds a signed-in user's recommendations from their profile, interactions and saved items (docs/product.md#limits).
import { and, asc, count, eq, isNull, ne, or } from 'drizzle-orm';
import { notRuledOut } from '@quadkit/core/catalog/eligibility/rule';
import type { Db } from '@quadkit/core/server/db';
import { toResource } from '@quadkit/core/server/resource-row';
import {
  bookmarks,
  resources,
  toolkitResources,
  toolkits,
  userInteractions,
  userPreferences,
} from '@quadkit/core/server/schema';
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

/** Public toolkits that are not the user's own, each with its tools' ids. */
async function candidateToolkits(db: Db, userId: string) {
  const rows = await db
    .select({
      id: toolkits.id,
      title: toolkits.title,
      description: toolkits.description,
      emoji: toolkits.emoji,
      resourceId: toolkitResources.resourceId,
    })
    .from(toolkits)
    .innerJoin(toolkitResources, eq(toolkitResources.toolkitId, toolkits.id))
    .where(and(eq(toolkits.visibility, 'public'), or(isNull(toolkits.userId), ne(toolkits.userId, userId))))
    .orderBy(asc(toolkits.id), asc(toolkitResources.position));
  const byId = new Map<string, { id: string; title: string; description: string; emoji: string; tools: string[] }>();
  for (const { resourceId, ...toolkit } of rows) {
    const entry = byId.get(toolkit.id) ?? { ...toolkit, tools: [] };
    entry.tools.push(resourceId);
    byId.set(toolkit.id, entry);
  }
  return [...byId.values()];
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
    db.select({ id: bookmarks.resourceId, type: bookmarks.type }).from(bookmarks).where(eq(bookmarks.userId, userId)),
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
