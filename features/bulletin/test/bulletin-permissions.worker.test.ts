// The permission matrix: anonymous, the author, another user and an admin (not the author) against submit,
// list mine, delete pending, list queue, approve and reject. A refused call must leave every row as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../../tests/workers/session';
import {
  countPosts,
  createPostAs,
  deleteAs,
  getAs,
  sendAs,
  signUpAdmin,
  storedPost,
  validPost,
} from './bulletin-helpers';

type Actor = 'anonymous' | 'author' | 'other user' | 'admin';
type Action = 'submit' | 'list mine' | 'delete pending' | 'list queue' | 'approve' | 'reject';

let users: Record<Exclude<Actor, 'anonymous'>, SignedUp>;

beforeAll(async () => {
  users = { author: await signUp(), 'other user': await signUp(), admin: await signUpAdmin() };
});

const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : users[actor].token);

const perform: Record<Action, (target: string, token?: string) => Promise<{ status: number; body: unknown }>> = {
  submit: (_, token) => sendAs('/api/bulletin/posts', 'POST', validPost(), token),
  'list mine': (_, token) => getAs('/api/bulletin/posts/mine', token),
  'delete pending': (target, token) => deleteAs(`/api/bulletin/posts/${target}`, token),
  'list queue': (_, token) => getAs('/api/bulletin/queue', token),
  approve: (target, token) => sendAs(`/api/bulletin/queue/${target}/approve`, 'POST', {}, token),
  reject: (target, token) => sendAs(`/api/bulletin/queue/${target}/reject`, 'POST', { reason: 'Off topic' }, token),
};

const SIGN_IN = { error: { code: 'unauthorized', message: 'Auth session missing!' } };
const POST_NOT_FOUND = { error: { code: 'not_found', message: 'Post not found' } };
const NO_ENDPOINT = { error: { code: 'not_found' } };

/** [actor, action, expected status, expected error body when refused]. */
const matrix: [Actor, Action, number, unknown?][] = [
  ['anonymous', 'submit', 401, SIGN_IN],
  ['anonymous', 'list mine', 401, SIGN_IN],
  ['anonymous', 'delete pending', 401, SIGN_IN],
  ['anonymous', 'list queue', 404, NO_ENDPOINT],
  ['anonymous', 'approve', 404, NO_ENDPOINT],
  ['anonymous', 'reject', 404, NO_ENDPOINT],
  ['author', 'submit', 201],
  ['author', 'list mine', 200],
  ['author', 'delete pending', 200],
  ['author', 'list queue', 404, NO_ENDPOINT],
  ['author', 'approve', 404, NO_ENDPOINT],
  ['author', 'reject', 404, NO_ENDPOINT],
  ['other user', 'submit', 201],
  ['other user', 'list mine', 200],
  ['other user', 'delete pending', 404, POST_NOT_FOUND],
  ['other user', 'list queue', 404, NO_ENDPOINT],
  ['other user', 'approve', 404, NO_ENDPOINT],
  ['other user', 'reject', 404, NO_ENDPOINT],
  ['admin', 'submit', 201],
  ['admin', 'list mine', 200],
  ['admin', 'delete pending', 404, POST_NOT_FOUND],
  ['admin', 'list queue', 200],
  ['admin', 'approve', 200],
  ['admin', 'reject', 200],
];

describe('bulletin permission matrix', () => {
  it.each(matrix)('%s → %s answers %i', async (actor, action, expected, refusal) => {
    const target = await createPostAs(users.author.token);
    const before = await storedPost(target);
    const postsBefore = await countPosts();
    const { status, body } = await perform[action](target, tokenOf(actor));
    expect(status, JSON.stringify(body)).toBe(expected);
    if (expected >= 400) {
      expect(body).toMatchObject(refusal as object);
      expect(await storedPost(target)).toEqual(before);
      expect(await countPosts()).toBe(postsBefore);
    }
  });

  it("lists only the caller's own posts under mine", async () => {
    const own = await createPostAs(users['other user'].token);
    const { body } = await getAs<{ posts: { id: string }[] }>('/api/bulletin/posts/mine', users.author.token);
    expect(body.posts.map((p) => p.id)).not.toContain(own);
    const theirs = await getAs<{ posts: { id: string }[] }>('/api/bulletin/posts/mine', users['other user'].token);
    expect(theirs.body.posts.map((p) => p.id)).toContain(own);
  });

  it('records who approved and when, and the reason of a rejection', async () => {
    const approved = await createPostAs(users.author.token);
    const rejected = await createPostAs(users.author.token);
    const before = Date.now();
    await sendAs(`/api/bulletin/queue/${approved}/approve`, 'POST', {}, users.admin.token);
    await sendAs(`/api/bulletin/queue/${rejected}/reject`, 'POST', { reason: 'Duplicate post' }, users.admin.token);
    const a = await storedPost(approved);
    const r = await storedPost(rejected);
    expect(a).toMatchObject({ status: 'approved', reviewed_by: users.admin.user.id, reason: null });
    expect(a?.reviewed_at).toBeGreaterThanOrEqual(before - 1000);
    expect(r).toMatchObject({ status: 'rejected', reviewed_by: users.admin.user.id, reason: 'Duplicate post' });
  });

  it('never overwrites a decision and never lets the author delete a reviewed post', async () => {
    const id = await createPostAs(users.author.token);
    await sendAs(`/api/bulletin/queue/${id}/reject`, 'POST', { reason: 'Spam' }, users.admin.token);
    const before = await storedPost(id);
    const again = await sendAs(`/api/bulletin/queue/${id}/approve`, 'POST', {}, users.admin.token);
    expect(again.status).toBe(409);
    const deleted = await deleteAs(`/api/bulletin/posts/${id}`, users.author.token);
    expect(deleted.status).toBe(409);
    expect(await storedPost(id)).toEqual(before);
  });

  it('shows the queue pending posts only, oldest first', async () => {
    const first = await createPostAs(users.author.token);
    const second = await createPostAs(users['other user'].token);
    const { body } = await getAs<{ posts: { id: string }[] }>('/api/bulletin/queue', users.admin.token);
    const ids = body.posts.map((p) => p.id);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const statuses = await Promise.all(ids.map(async (id) => (await storedPost(id))?.status));
    expect(new Set(statuses)).toEqual(new Set(['pending']));
  });
});
