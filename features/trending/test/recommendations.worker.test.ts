// GET /api/recommendations: 401 signed out; otherwise the score of docs/product.md#limits on a fixture profile (2 per
// interest matching a tag or category, 0.5 per view, 2 per bookmark; a toolkit scores its tools' matches),
// with study goals mapped to categories and saved items left out.
import { describe, expect, it } from 'vitest';
import { eligibilityFit } from '@quadkit/core/catalog/eligibility/rule';
import { RESOURCES } from '@quadkit/core/catalog/resources';
import { STATIC_TOOLKITS } from '@quadkit/core/catalog/toolkits';
import { userInteractions, userPreferences } from '@quadkit/core/server/schema';
import { getWithSession, sendJson, signUp } from '../../../tests/workers/session';
import type { RecommendationsBody } from '../shared/recommendation-body';
import { db } from './event-helpers';

async function recommendations(token?: string) {
  const response = await getWithSession('/api/recommendations', token);
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read field by field
  return { status: response.status, body: (await response.json()) as RecommendationsBody & Record<string, any> };
}

const scoreOf = (body: RecommendationsBody, id: string) =>
  body.items.find((i) => (i.type === 'resource' ? i.resource.id : i.toolkit.id) === id)?.score;

describe('GET /api/recommendations', () => {
  it('answers 401 to a signed-out visitor', async () => {
    const { status, body } = await recommendations();
    expect(status).toBe(401);
    expect(body.error.message).toBe('Auth session missing!');
  });

  it('answers nothing for a user without a profile', async () => {
    const user = await signUp();
    expect((await recommendations(user.token)).body).toEqual({ hasProfile: false, items: [] });
  });

  it('scores interests, views and bookmarks, ranks toolkits by their tools, and leaves out saved items', async () => {
    const user = await signUp();
    await db()
      .insert(userPreferences)
      .values({ userId: user.user.id, interests: ['Design'], studyGoals: [], onboarded: true });
    const at = new Date();
    await db()
      .insert(userInteractions)
      .values([
        ...[1, 2, 3].map(() => ({ userId: user.user.id, resourceId: 'figma', type: 'view' as const, createdAt: at })),
        { userId: user.user.id, resourceId: 'notion', type: 'view', createdAt: at },
        { userId: user.user.id, resourceId: 'notion', type: 'bookmark', createdAt: at },
      ]);
    // Saved: blender (a design resource) and the research toolkit; both must stay out.
    await sendJson('/api/bookmarks', 'POST', { resourceId: 'blender', type: 'resource' }, { token: user.token });
    await sendJson(
      '/api/bookmarks',
      'POST',
      { resourceId: 'research-toolkit', type: 'toolkit' },
      { token: user.token },
    );

    const { status, body } = await recommendations(user.token);
    expect(status).toBe(200);
    expect(body.hasProfile).toBe(true);
    expect(body.items).toHaveLength(6);

    const catalog = new Map(RESOURCES.map((r) => [r.id, r]));
    const designMatches = (id: string) => {
      const r = catalog.get(id)!;
      return r.category === 'design' || r.tags.includes('Design') ? 1 : 0;
    };
    const kit = STATIC_TOOLKITS.find((t) => t.id === 'design-engineering-toolkit')!;
    const kitScore = kit.tools.reduce((sum, id) => sum + designMatches(id), 0);
    expect(kitScore).toBeGreaterThan(3.5);
    // The toolkit, figma (design 2 + 3 views x 0.5), notion (1 view 0.5 + an earlier bookmark 2), then
    // design resources at 2, by title.
    expect(body.items[0]).toMatchObject({
      type: 'toolkit',
      score: kitScore,
      toolkit: { id: kit.id, resourceCount: 10 },
    });
    expect(body.items[1]).toMatchObject({ type: 'resource', score: 3.5, resource: { id: 'figma' } });
    expect(body.items[2]).toMatchObject({ type: 'resource', score: 2.5, resource: { id: 'notion' } });
    const rest = body.items.slice(3);
    expect(rest.every((i) => i.score === 2)).toBe(true);
    const titles = rest.map((i) => (i.type === 'resource' ? i.resource.title : i.toolkit.title));
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(scoreOf(body, 'blender')).toBeUndefined();
    expect(scoreOf(body, 'research-toolkit')).toBeUndefined();
  });

  it('counts 0.5 per view and 2 per bookmark interaction without any interest', async () => {
    const user = await signUp();
    await db().insert(userPreferences).values({ userId: user.user.id, interests: [], studyGoals: [] });
    const at = new Date();
    await db()
      .insert(userInteractions)
      .values([
        { userId: user.user.id, resourceId: 'notion', type: 'view', createdAt: at },
        { userId: user.user.id, resourceId: 'anki', type: 'bookmark', createdAt: at },
        { userId: user.user.id, resourceId: 'anki', type: 'view', createdAt: at },
      ]);
    const { body } = await recommendations(user.token);
    expect(body.items.map((i) => [i.type === 'resource' ? i.resource.id : i.toolkit.id, i.score])).toEqual([
      ['anki', 2.5],
      ['notion', 0.5],
    ]);
  });

  it('maps study goals to categories: networking recommends Connections resources', async () => {
    const user = await signUp();
    await db()
      .insert(userPreferences)
      .values({ userId: user.user.id, interests: [], studyGoals: ['networking'] });
    const { body } = await recommendations(user.token);
    const resources = body.items.filter((i) => i.type === 'resource');
    expect(resources.length).toBeGreaterThan(0);
    for (const item of resources) {
      if (item.type === 'resource') expect(item.resource.category).toBe('connections');
      expect(item.score).toBe(2);
    }
  });

  it('skips what the user does not qualify for: U.S.-only graduate resources for a high-school student in Canada', async () => {
    const viewsOf = (userId: string) =>
      [1, 2, 3].map(() => ({ userId, resourceId: 'pmf', type: 'view' as const, createdAt: new Date() }));
    // The same interest and views of the Presidential Management Fellows (U.S., graduate) for both users.
    const unknown = await signUp();
    const canadian = await signUp();
    await db()
      .insert(userPreferences)
      .values([
        { userId: unknown.user.id, interests: ['Internships'], studyGoals: [] },
        {
          userId: canadian.user.id,
          interests: ['Internships'],
          studyGoals: [],
          studyLevel: 'High School',
          country: 'CA',
        },
      ]);
    await db()
      .insert(userInteractions)
      .values([...viewsOf(unknown.user.id), ...viewsOf(canadian.user.id)]);

    const withoutLevel = (await recommendations(unknown.token)).body;
    expect(withoutLevel.items[0]).toMatchObject({ type: 'resource', resource: { id: 'pmf' }, score: 3.5 });

    const forCanadian = (await recommendations(canadian.token)).body;
    expect(forCanadian.items.length).toBeGreaterThan(0);
    expect(scoreOf(forCanadian, 'pmf')).toBeUndefined();
    for (const item of forCanadian.items) {
      if (item.type !== 'resource') continue;
      expect(
        eligibilityFit(item.resource.eligibility, { studyLevel: 'High School', country: 'CA' })?.qualifies,
      ).not.toBe(false);
    }
  });
});
