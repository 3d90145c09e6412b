// A save, a toolkit edit and a post are one D1 batch each (one round trip to the primary, see d1-round-trips): their
// guards live inside the write. These show each guard still holds there: past the write limit, at the cap, for an
// item the student cannot see, nothing is written and the answer says why.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MAX_BOOKMARKS_PER_USER } from '@quadkit/toolkits/shared/toolkit-rules';
import { sendJson, signUp } from '../../tests/workers/session';
import { createToolkitAs } from '../../features/toolkits/test/toolkit-helpers';

/** The features' hourly write limits (their api/ modules are not exported to the worker). */
const HOUR_MS = 60 * 60 * 1000;
const BOOKMARK_WRITES = { name: 'bookmark-write', limit: 600, windowMs: HOUR_MS };
const TOOLKIT_WRITES = { name: 'toolkit-write', limit: 120, windowMs: HOUR_MS };
const POSTING_LIMIT = { name: 'bulletin-post', limit: 5, windowMs: HOUR_MS };

/** The user's counter for `rule`, set to its limit: the next hit is one too many. */
async function useUpLimit(rule: { name: string; limit: number; windowMs: number }, userId: string) {
  const now = Date.now();
  await env.DB.prepare('insert into rate_limit_counters (key, window_start, hits) values (?, ?, ?)')
    .bind(`${rule.name}:user:${userId}`, now - (now % rule.windowMs), rule.limit)
    .run();
}

const countOf = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n;

describe('one-trip writes keep their guards', () => {
  it('a save past the write limit is refused (429) and writes nothing', async () => {
    const { token, user } = await signUp();
    await useUpLimit(BOOKMARK_WRITES, user.id);
    const response = await sendJson('/api/bookmarks', 'POST', { resourceId: 'notion', type: 'resource' }, { token });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await countOf('select count(*) n from bookmarks where user_id = ?', user.id)).toBe(0);
    expect(await countOf('select count(*) n from user_interactions where user_id = ?', user.id)).toBe(0);
  });

  it('a save at the cap is refused (409), even a repeat of one already saved', async () => {
    const { token, user } = await signUp();
    const first = await sendJson('/api/bookmarks', 'POST', { resourceId: 'notion', type: 'resource' }, { token });
    expect(first.status).toBe(201);
    await env.DB.prepare(
      `with recursive n(value) as (select 2 union all select value + 1 from n where value < ?)
       insert into bookmarks (id, user_id, resource_id, type, created_at)
       select 'filler-' || value, ?, 'filler-' || value, 'resource', 0 from n`,
    )
      .bind(MAX_BOOKMARKS_PER_USER, user.id)
      .run();
    for (const resourceId of ['anki', 'notion']) {
      const response = await sendJson('/api/bookmarks', 'POST', { resourceId, type: 'resource' }, { token });
      expect(response.status, resourceId).toBe(409);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('limit_reached');
    }
    expect(await countOf('select count(*) n from bookmarks where user_id = ?', user.id)).toBe(MAX_BOOKMARKS_PER_USER);
  });

  it("a save of someone else's private toolkit answers 404 like a missing one and writes nothing", async () => {
    const owner = await signUp();
    const toolkit = await createToolkitAs(owner.token, {
      title: 'Mine',
      description: 'What I use for finals.',
      visibility: 'private',
      resourceIds: ['notion'],
    });
    const other = await signUp();
    for (const resourceId of [toolkit.id, 'no-such-toolkit']) {
      const response = await sendJson(
        '/api/bookmarks',
        'POST',
        { resourceId, type: 'toolkit' },
        { token: other.token },
      );
      expect(response.status).toBe(404);
    }
    expect(await countOf('select count(*) n from bookmarks where user_id = ?', other.user.id)).toBe(0);
  });

  it('a toolkit edit past the write limit is refused (429) and changes nothing', async () => {
    const { token, user } = await signUp();
    const toolkit = await createToolkitAs(token, {
      title: 'Finals',
      description: 'What I use.',
      resourceIds: ['notion'],
    });
    await env.DB.prepare('delete from rate_limit_counters where key = ?').bind(`toolkit-write:user:${user.id}`).run();
    await useUpLimit(TOOLKIT_WRITES, user.id);
    const response = await sendJson(
      `/api/toolkits/${toolkit.id}`,
      'PUT',
      { title: 'Changed', resourceIds: ['anki', 'quizlet'] },
      { token },
    );
    expect(response.status).toBe(429);
    const row = await env.DB.prepare('select title from toolkits where id = ?')
      .bind(toolkit.id)
      .first<{ title: string }>();
    expect(row!.title).toBe('Finals');
    const list = await env.DB.prepare('select resource_id from toolkit_resources where toolkit_id = ?')
      .bind(toolkit.id)
      .all<{ resource_id: string }>();
    expect(list.results.map((r) => r.resource_id)).toEqual(['notion']);
  });

  it("a toolkit edit of someone else's toolkit answers 404 and changes nothing", async () => {
    const owner = await signUp();
    const toolkit = await createToolkitAs(owner.token, {
      title: 'Theirs',
      description: 'What I use for finals.',
      visibility: 'public',
      resourceIds: ['notion'],
    });
    const other = await signUp();
    const response = await sendJson(
      `/api/toolkits/${toolkit.id}`,
      'PUT',
      { title: 'Mine now', resourceIds: ['anki'] },
      { token: other.token },
    );
    expect(response.status).toBe(404);
    expect(await countOf('select count(*) n from toolkit_resources where toolkit_id = ?', toolkit.id)).toBe(1);
    expect(await countOf("select count(*) n from toolkits where id = ? and title = 'Theirs'", toolkit.id)).toBe(1);
  });

  it('a post past the hourly limit is refused (429) and nothing is queued', async () => {
    const { token, user } = await signUp();
    await useUpLimit(POSTING_LIMIT, user.id);
    const response = await sendJson(
      '/api/bulletin/posts',
      'POST',
      {
        title: 'One too many',
        body: 'This post is one past the hour’s limit of five, so the board must refuse it.',
        tags: ['study'],
      },
      { token },
    );
    expect(response.status).toBe(429);
    expect(await countOf('select count(*) n from bulletin_submissions where user_id = ?', user.id)).toBe(0);
  });
});
