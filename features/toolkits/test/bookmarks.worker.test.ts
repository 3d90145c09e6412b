// The bookmarks API: list (newest first, items resolved), idempotent add, remove, and each user kept to
// their own rows.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { callWorker } from '../../../tests/workers/call-worker';
import { signUp, type SignedUp } from '../../../tests/workers/session';
import type { AddBookmarkResponse, BookmarkListResponse, RemoveBookmarkResponse } from '../shared/bookmark-responses';
import { countRows, createToolkitAs, deleteAs, getAs, insertResource, sendAs } from './toolkit-helpers';

let alice: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  alice = await signUp();
  bob = await signUp();
});

const save = (resourceId: string, type: 'resource' | 'toolkit', token: string) =>
  sendAs<AddBookmarkResponse>('/api/bookmarks', 'POST', { resourceId, type }, token);
const list = async (token: string) => (await getAs<BookmarkListResponse>('/api/bookmarks', token)).body.bookmarks;
const SESSION_MISSING = { error: { code: 'unauthorized', message: 'Auth session missing!' } };

describe('signed out', () => {
  it.each([
    ['GET', '/api/bookmarks'],
    ['POST', '/api/bookmarks'],
    ['POST', '/api/bookmarks/sync'],
    ['DELETE', '/api/bookmarks/resource/notion'],
  ])("%s %s answers 401 'Auth session missing!'", async (method, path) => {
    const body = { resourceId: 'notion', type: 'resource' };
    const response =
      method === 'GET'
        ? await getAs(path)
        : method === 'DELETE'
          ? await deleteAs(path)
          : await sendAs(path, method, body);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(SESSION_MISSING);
  });
});

describe('POST /api/bookmarks', () => {
  it('saves a resource with 201, then answers 200 with the same bookmark: one row, one interaction', async () => {
    const user = await signUp();
    const first = await save('notion', 'resource', user.token);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      created: true,
      bookmark: { id: expect.any(String), resourceId: 'notion', type: 'resource', createdAt: expect.any(String) },
    });
    const second = await save('notion', 'resource', user.token);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ created: false, bookmark: first.body.bookmark });
    expect(await countRows('bookmarks', 'user_id = ?', user.user.id)).toBe(1);
    const interactions = await env.DB.prepare('select resource_id, type from user_interactions where user_id = ?')
      .bind(user.user.id)
      .all();
    expect(interactions.results).toEqual([{ resource_id: 'notion', type: 'bookmark' }]);
  });

  it('saves a toolkit, a built-in or a public one of another user, without recording an interaction', async () => {
    const user = await signUp();
    const bobs = await createToolkitAs(bob.token, { title: 'Bob public kit' });
    expect((await save('research-toolkit', 'toolkit', user.token)).status).toBe(201);
    expect((await save(bobs.id, 'toolkit', user.token)).status).toBe(201);
    expect(await countRows('user_interactions', 'user_id = ?', user.user.id)).toBe(0);
  });

  it('keeps a resource and a toolkit with the same id apart', async () => {
    const user = await signUp();
    await env.DB.prepare(
      "insert into toolkits (id, title, description) values ('notion', 'Twin', 'Same id as a resource')",
    ).run();
    expect((await save('notion', 'resource', user.token)).status).toBe(201);
    expect((await save('notion', 'toolkit', user.token)).status).toBe(201);
    expect(await countRows('bookmarks', 'user_id = ?', user.user.id)).toBe(2);
    await env.DB.prepare("delete from toolkits where id = 'notion'").run();
  });

  it('refuses an id that does not exist with 404, saving nothing', async () => {
    const user = await signUp();
    const resource = await save('no-such-tool', 'resource', user.token);
    expect(resource).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: "No resource has the id 'no-such-tool'." } },
    });
    const toolkit = await save('no-such-kit', 'toolkit', user.token);
    expect(toolkit).toEqual({ status: 404, body: { error: { code: 'not_found', message: 'Toolkit not found' } } });
    expect(await countRows('bookmarks', 'user_id = ?', user.user.id)).toBe(0);
  });

  it("refuses another user's private toolkit exactly like a missing one, but lets the owner save it", async () => {
    const secret = await createToolkitAs(bob.token, { isPublic: false });
    const hidden = await save(secret.id, 'toolkit', alice.token);
    const missing = await save(crypto.randomUUID(), 'toolkit', alice.token);
    expect(hidden).toEqual(missing);
    expect(hidden.status).toBe(404);
    expect((await save(secret.id, 'toolkit', bob.token)).status).toBe(201);
  });

  it('refuses a bad type or a missing id with 400', async () => {
    const badType = await sendAs('/api/bookmarks', 'POST', { resourceId: 'notion', type: 'article' }, alice.token);
    expect(badType.body).toMatchObject({
      error: { code: 'invalid_request', message: "type: Choose 'resource' or 'toolkit'" },
    });
    const noId = await sendAs('/api/bookmarks', 'POST', { resourceId: '  ', type: 'resource' }, alice.token);
    expect(noId.body).toEqual({
      error: {
        code: 'invalid_request',
        message: 'resourceId: resourceId is required',
        issues: [{ path: 'resourceId', message: 'resourceId is required' }],
      },
    });
  });
});

describe('GET /api/bookmarks', () => {
  it('lists the newest first, with each resource and toolkit resolved in the same answer', async () => {
    const user = await signUp();
    const kit = await createToolkitAs(bob.token, { title: 'Bob kit to save', resourceIds: ['canva', 'notion'] });
    await save('anki', 'resource', user.token);
    await save(kit.id, 'toolkit', user.token);
    await save('quizlet', 'resource', user.token);
    const response = await getAs<BookmarkListResponse>('/api/bookmarks', user.token);
    expect(response.status).toBe(200);
    const { bookmarks } = response.body;
    expect(bookmarks.map((b) => b.resourceId)).toEqual(['quizlet', kit.id, 'anki']);
    expect(bookmarks[0]).toMatchObject({
      type: 'resource',
      item: { id: 'quizlet', title: 'Quizlet', url: expect.any(String) },
    });
    expect(bookmarks[1]).toMatchObject({
      type: 'toolkit',
      item: {
        id: kit.id,
        title: 'Bob kit to save',
        isOwner: false,
        resourceCount: 2,
        previewResources: [{ id: 'canva' }, { id: 'notion' }],
      },
    });
    expect(bookmarks.every((b) => !Number.isNaN(Date.parse(b.createdAt)))).toBe(true);
  });

  it('answers an empty list for a new user, uncached', async () => {
    const user = await signUp();
    const response = await callWorker('/api/bookmarks', { headers: { Cookie: `qk_session=${user.token}` } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ bookmarks: [] });
  });

  it('keeps a bookmark whose item is gone or became private, with item null', async () => {
    const user = await signUp();
    const kit = await createToolkitAs(bob.token, { title: 'Soon private' });
    await insertResource('short-lived');
    await save('short-lived', 'resource', user.token);
    await save(kit.id, 'toolkit', user.token);
    await env.DB.prepare("delete from resources where id = 'short-lived'").run();
    await sendAs(`/api/toolkits/${kit.id}`, 'PUT', { isPublic: false }, bob.token);
    const bookmarks = await list(user.token);
    expect(bookmarks.map((b) => [b.resourceId, b.item])).toEqual([
      [kit.id, null],
      ['short-lived', null],
    ]);
  });

  it('shows each user only their own bookmarks', async () => {
    const carol = await signUp();
    const dave = await signUp();
    await save('notion', 'resource', carol.token);
    await save('canva', 'resource', dave.token);
    expect((await list(carol.token)).map((b) => b.resourceId)).toEqual(['notion']);
    expect((await list(dave.token)).map((b) => b.resourceId)).toEqual(['canva']);
  });
});

describe('DELETE /api/bookmarks/:type/:resourceId', () => {
  it('removes the bookmark and says so; a second time it says there was none', async () => {
    const user = await signUp();
    await save('notion', 'resource', user.token);
    await save('research-toolkit', 'toolkit', user.token);
    const first = await deleteAs<RemoveBookmarkResponse>('/api/bookmarks/resource/notion', user.token);
    expect(first).toEqual({ status: 200, body: { removed: true } });
    expect((await list(user.token)).map((b) => b.resourceId)).toEqual(['research-toolkit']);
    const again = await deleteAs<RemoveBookmarkResponse>('/api/bookmarks/resource/notion', user.token);
    expect(again).toEqual({ status: 200, body: { removed: false } });
  });

  it("cannot remove another user's bookmark", async () => {
    const owner = await signUp();
    const other = await signUp();
    await save('notion', 'resource', owner.token);
    const before = await env.DB.prepare('select * from bookmarks where user_id = ?').bind(owner.user.id).all();
    const response = await deleteAs<RemoveBookmarkResponse>('/api/bookmarks/resource/notion', other.token);
    expect(response).toEqual({ status: 200, body: { removed: false } });
    expect(
      (await env.DB.prepare('select * from bookmarks where user_id = ?').bind(owner.user.id).all()).results,
    ).toEqual(before.results);
  });

  it('removes only the bookmark of that type', async () => {
    const user = await signUp();
    await save('research-toolkit', 'toolkit', user.token);
    const wrongType = await deleteAs<RemoveBookmarkResponse>('/api/bookmarks/resource/research-toolkit', user.token);
    expect(wrongType.body).toEqual({ removed: false });
    expect(await list(user.token)).toHaveLength(1);
  });

  it('refuses an unknown type with 400', async () => {
    const response = await deleteAs('/api/bookmarks/article/notion', alice.token);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: { code: 'invalid_request', message: "type: Choose 'resource' or 'toolkit'" },
    });
  });

  it('decodes ids with reserved characters in the path', async () => {
    const user = await signUp();
    await insertResource('a b/c');
    await save('a b/c', 'resource', user.token);
    const response = await deleteAs<RemoveBookmarkResponse>(
      `/api/bookmarks/resource/${encodeURIComponent('a b/c')}`,
      user.token,
    );
    expect(response.body).toEqual({ removed: true });
  });
});
