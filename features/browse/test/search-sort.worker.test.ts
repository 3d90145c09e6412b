// GET /api/search's sort (docs/product.md#search-overlay: newest, bookmarks, views): the same results, reordered by what the database
// counts; best match stays the default and an unknown sort is refused by name.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { getJson } from '../../../tests/workers/call-worker';
import { signUp } from '../../../tests/workers/session';
import { ids, searchFor } from './search-helpers';

const QUERY = { q: 'notes' };

async function bookmark(userId: string, resourceId: string) {
  await env.DB.prepare(
    "insert into bookmarks (id, user_id, resource_id, type, created_at) values (?, ?, ?, 'resource', 0)",
  )
    .bind(crypto.randomUUID(), userId, resourceId)
    .run();
}

async function views(resourceId: string, n: number) {
  for (let i = 0; i < n; i++) {
    await env.DB.prepare(
      "insert into analytics_events (event_name, properties, path, timestamp, resource_id) values ('resource_view', '{}', '/', ?, ?)",
    )
      .bind(new Date().toISOString(), resourceId)
      .run();
  }
}

describe('GET /api/search: sort', () => {
  it('orders the same results by bookmarks, by views and by newest, best match among equals', async () => {
    const relevance = ids((await searchFor(QUERY)).body.results);
    expect(relevance.length).toBeGreaterThan(3);
    const [first, second, third, last] = [relevance[0]!, relevance[1]!, relevance[2]!, relevance.at(-1)!];

    const [ada, bo] = [await signUp(), await signUp()];
    await bookmark(ada.user.id, last);
    await bookmark(bo.user.id, last);
    await bookmark(ada.user.id, third);
    const byBookmarks = ids((await searchFor({ ...QUERY, sort: 'bookmarks' })).body.results);
    expect(byBookmarks.slice(0, 3)).toEqual([last, third, first]);
    expect([...byBookmarks].sort()).toEqual([...relevance].sort());

    await views(second, 3);
    await views(last, 1);
    const byViews = ids((await searchFor({ ...QUERY, sort: 'views' })).body.results);
    expect(byViews.slice(0, 3)).toEqual([second, last, first]);

    await env.DB.prepare('update resources set created_at = ? where id = ?')
      .bind(Date.now() + 60_000, third)
      .run();
    const byNewest = ids((await searchFor({ ...QUERY, sort: 'newest' })).body.results);
    expect(byNewest[0]).toBe(third);
    expect(ids((await searchFor({ ...QUERY, sort: 'relevance' })).body.results)).toEqual(relevance);
  });

  it('refuses an unknown sort with a message naming the choices', async () => {
    const { status, body } = await getJson<ApiErrorBody>('/api/search?q=notes&sort=popular');
    expect(status).toBe(400);
    expect(body.error.message).toContain('Sort by one of relevance, newest, bookmarks or views.');
  });
});
