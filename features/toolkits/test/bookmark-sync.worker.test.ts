// POST /api/bookmarks/sync: after sign-in, every local bookmark reaches the server in one request;
// repeats, unknown ids and items already saved are skipped and reported, and none is lost.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/workers/session';
import type { SyncBookmarksInput } from '../shared/bookmark-input';
import type { SyncBookmarksResponse } from '../shared/bookmark-responses';
import { countRows, createToolkitAs, insertResourceStatement, RESOURCE_IDS, sendAs } from './toolkit-helpers';

const sync = (items: SyncBookmarksInput['items'], token?: string) =>
  sendAs<SyncBookmarksResponse>('/api/bookmarks/sync', 'POST', { items }, token);

describe('POST /api/bookmarks/sync', () => {
  it('adds the local bookmarks and answers the full list, as GET would', async () => {
    const user = await signUp();
    await sendAs('/api/bookmarks', 'POST', { resourceId: 'canva', type: 'resource' }, user.token);
    const { status, body } = await sync(
      [
        { resourceId: 'notion', type: 'resource', createdAt: '2024-01-02T10:00:00.000Z' },
        { resourceId: 'research-toolkit', type: 'toolkit', createdAt: '2024-01-03T10:00:00Z' },
      ],
      user.token,
    );
    expect(status).toBe(200);
    expect(body.added).toBe(2);
    expect(body.skipped).toEqual([]);
    // Local times are kept, so the order is the order they were saved in.
    expect(body.bookmarks.map((b) => [b.resourceId, b.createdAt])).toEqual([
      ['canva', expect.any(String)],
      ['research-toolkit', '2024-01-03T10:00:00.000Z'],
      ['notion', '2024-01-02T10:00:00.000Z'],
    ]);
    expect(body.bookmarks[1]).toMatchObject({ type: 'toolkit', item: { id: 'research-toolkit', resourceCount: 10 } });
    const listed = await sendAs('/api/bookmarks/sync', 'POST', { items: [] }, user.token);
    expect((listed.body as SyncBookmarksResponse).bookmarks).toEqual(body.bookmarks);
  });

  it('skips repeats, unknown ids, hidden toolkits and items already saved, and reports each', async () => {
    const user = await signUp();
    const other = await signUp();
    const hidden = await createToolkitAs(other.token, { isPublic: false });
    await sendAs('/api/bookmarks', 'POST', { resourceId: 'anki', type: 'resource' }, user.token);
    const { body } = await sync(
      [
        { resourceId: 'notion', type: 'resource' },
        { resourceId: 'notion', type: 'resource' },
        { resourceId: 'anki', type: 'resource' },
        { resourceId: 'no-such-tool', type: 'resource' },
        { resourceId: 'no-such-kit', type: 'toolkit' },
        { resourceId: hidden.id, type: 'toolkit' },
        { resourceId: 'notion', type: 'toolkit' },
      ],
      user.token,
    );
    expect(body.added).toBe(1);
    expect(body.skipped).toEqual(
      expect.arrayContaining([
        { resourceId: 'notion', type: 'resource', reason: 'duplicate' },
        { resourceId: 'anki', type: 'resource', reason: 'already_saved' },
        { resourceId: 'no-such-tool', type: 'resource', reason: 'not_found' },
        { resourceId: 'no-such-kit', type: 'toolkit', reason: 'not_found' },
        { resourceId: hidden.id, type: 'toolkit', reason: 'not_found' },
        { resourceId: 'notion', type: 'toolkit', reason: 'not_found' },
      ]),
    );
    expect(body.skipped).toHaveLength(6);
    expect(body.bookmarks.map((b) => b.resourceId).sort()).toEqual(['anki', 'notion']);
    expect(await countRows('bookmarks', 'user_id = ?', user.user.id)).toBe(2);
  });

  it('is safe to repeat: a second identical sync adds nothing', async () => {
    const user = await signUp();
    const items = [
      { resourceId: 'notion', type: 'resource' as const },
      { resourceId: 'presentation-toolkit', type: 'toolkit' as const },
    ];
    expect((await sync(items, user.token)).body.added).toBe(2);
    const again = await sync(items, user.token);
    expect(again.body.added).toBe(0);
    expect(again.body.skipped.map((s) => s.reason)).toEqual(['already_saved', 'already_saved']);
    expect(await countRows('bookmarks', 'user_id = ?', user.user.id)).toBe(2);
  });

  it('pushes 200 bookmarks in one request and records an interaction for each new resource', async () => {
    const user = await signUp();
    const toolkitIds = [
      'finals-survival-kit',
      'presentation-toolkit',
      'research-toolkit',
      'college-applications-toolkit',
    ];
    const ghosts = ['ghost-1', 'ghost-2', 'ghost-3'];
    // 193 resources (topped up with extra ones while the catalog is smaller), so all 200 slots are used.
    const fromCatalog = RESOURCE_IDS.slice(0, 193);
    const extra = Array.from({ length: 193 - fromCatalog.length }, (_, i) => `sync-extra-${i}`);
    if (extra.length > 0) await env.DB.batch(extra.map((id, i) => insertResourceStatement(id, `Extra ${i}`)));
    const resourceIds = [...fromCatalog, ...extra];
    const items = [
      ...resourceIds.map((resourceId) => ({ resourceId, type: 'resource' as const })),
      ...toolkitIds.map((resourceId) => ({ resourceId, type: 'toolkit' as const })),
      ...ghosts.map((resourceId) => ({ resourceId, type: 'resource' as const })),
    ];
    expect(items).toHaveLength(200);
    const { status, body } = await sync(items, user.token);
    expect(status).toBe(200);
    expect(body.added).toBe(197);
    expect(body.skipped.map((s) => s.resourceId)).toEqual(ghosts);
    expect(body.bookmarks).toHaveLength(197);
    expect(body.bookmarks.every((b) => b.item !== null)).toBe(true);
    expect(await countRows('user_interactions', "user_id = ? and type = 'bookmark'", user.user.id)).toBe(193);
  });

  it('refuses more than 200 items with 400, saving nothing', async () => {
    const user = await signUp();
    const items = Array.from({ length: 201 }, (_, i) => ({
      resourceId: RESOURCE_IDS[i % RESOURCE_IDS.length]!,
      type: 'resource' as const,
    }));
    const { status, body } = await sync(items, user.token);
    expect(status).toBe(400);
    expect(body.error?.message).toBe('items: At most 200 bookmarks can be synced at once');
    expect(await countRows('bookmarks', 'user_id = ?', user.user.id)).toBe(0);
  });

  it('refuses a createdAt that is not an ISO date-time, and keeps a future one to now', async () => {
    const user = await signUp();
    const bad = await sync([{ resourceId: 'notion', type: 'resource', createdAt: 'yesterday' }], user.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe('items.0.createdAt: createdAt is an ISO date-time, e.g. 2026-01-31T12:00:00Z');
    const { body } = await sync(
      [{ resourceId: 'notion', type: 'resource', createdAt: '2999-01-01T00:00:00Z' }],
      user.token,
    );
    expect(Date.parse(body.bookmarks[0]!.createdAt)).toBeLessThanOrEqual(Date.now());
  });

  it('ignores fields a local copy may carry besides resourceId, type and createdAt', async () => {
    const user = await signUp();
    const { status, body } = await sendAs<SyncBookmarksResponse>(
      '/api/bookmarks/sync',
      'POST',
      { items: [{ id: 'local-1', user_id: 'someone', resourceId: 'notion', type: 'resource' }] },
      user.token,
    );
    expect(status).toBe(200);
    const stored = await env.DB.prepare('select user_id from bookmarks where resource_id = ? and user_id = ?')
      .bind('notion', user.user.id)
      .first();
    expect(stored).toEqual({ user_id: user.user.id });
    expect(body.bookmarks[0]!.id).not.toBe('local-1');
  });
});
