// The permission matrix of docs/product.md#roles: anonymous, another user, the owner and an admin (who is not the
// owner) against create, update, delete, feature and reading a private toolkit. Every refused case must
// leave the stored rows exactly as they were.
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../../tests/workers/session';
import {
  countRows,
  createToolkitAs,
  deleteAs,
  getAs,
  sendAs,
  signUpAdmin,
  storedToolkit,
  validToolkit,
} from './toolkit-helpers';

type Actor = 'anonymous' | 'other user' | 'owner' | 'admin';
type Action = 'create' | 'create featured' | 'update' | 'delete' | 'feature' | 'read private';

let users: Record<Exclude<Actor, 'anonymous'>, SignedUp>;

beforeAll(async () => {
  users = { 'other user': await signUp(), owner: await signUp(), admin: await signUpAdmin() };
});

const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : users[actor].token);

/** Each action against a fresh private toolkit of the owner (which the owner has bookmarked). */
const perform: Record<Action, (target: string, token?: string) => Promise<{ status: number; body: unknown }>> = {
  create: (_, token) => sendAs('/api/toolkits', 'POST', validToolkit({ title: 'A new one' }), token),
  'create featured': (_, token) => sendAs('/api/toolkits', 'POST', validToolkit({ isFeatured: true }), token),
  update: (target, token) =>
    sendAs(`/api/toolkits/${target}`, 'PUT', { title: 'Taken over', resourceIds: ['canva'] }, token),
  delete: (target, token) => deleteAs(`/api/toolkits/${target}`, token),
  feature: (target, token) => sendAs(`/api/toolkits/${target}`, 'PUT', { isFeatured: true }, token),
  'read private': (target, token) => getAs(`/api/toolkits/${target}`, token),
};

const UNAUTHENTICATED = { error: { code: 'unauthorized', message: 'User must be authenticated' } };
const NOT_FOUND = { error: { code: 'not_found', message: 'Toolkit not found' } };
const ADMIN_ONLY = {
  error: {
    code: 'forbidden',
    message: "Only an admin can feature a toolkit: uncheck 'Feature this toolkit (admin)' and save again",
  },
};

/** [actor, action, expected status, expected error body when refused]. */
const matrix: [Actor, Action, number, unknown?][] = [
  ['anonymous', 'create', 401, UNAUTHENTICATED],
  ['anonymous', 'create featured', 401, UNAUTHENTICATED],
  ['anonymous', 'update', 401, UNAUTHENTICATED],
  ['anonymous', 'delete', 401, UNAUTHENTICATED],
  ['anonymous', 'feature', 401, UNAUTHENTICATED],
  ['anonymous', 'read private', 404, NOT_FOUND],
  ['other user', 'create', 201],
  ['other user', 'create featured', 403, ADMIN_ONLY],
  ['other user', 'update', 404, NOT_FOUND],
  ['other user', 'delete', 404, NOT_FOUND],
  ['other user', 'feature', 404, NOT_FOUND],
  ['other user', 'read private', 404, NOT_FOUND],
  ['owner', 'create', 201],
  ['owner', 'create featured', 403, ADMIN_ONLY],
  ['owner', 'update', 200],
  ['owner', 'delete', 200],
  ['owner', 'feature', 403, ADMIN_ONLY],
  ['owner', 'read private', 200],
  ['admin', 'create', 201],
  ['admin', 'create featured', 201],
  // Admins feature their own toolkits only; someone else's is as closed to them as to anyone.
  ['admin', 'update', 404, NOT_FOUND],
  ['admin', 'delete', 404, NOT_FOUND],
  ['admin', 'feature', 404, NOT_FOUND],
  ['admin', 'read private', 404, NOT_FOUND],
];

describe('toolkit permissions', () => {
  it.each(matrix)('%s → %s answers %i', async (actor, action, status, error) => {
    const target = await createToolkitAs(users.owner.token, { title: 'Owner private kit', isPublic: false });
    const saved = await sendAs('/api/bookmarks', 'POST', { resourceId: target.id, type: 'toolkit' }, users.owner.token);
    expect(saved.status).toBe(201);
    const before = await storedToolkit(target.id);
    const toolkitsBefore = await countRows('toolkits');

    const response = await perform[action](target.id, tokenOf(actor));

    expect(response.status).toBe(status);
    if (error !== undefined) {
      expect(response.body).toEqual(error);
      // Refused: nothing stored changed, the target toolkit included, and nothing was created.
      expect(await storedToolkit(target.id)).toEqual(before);
      expect(await countRows('toolkits')).toBe(toolkitsBefore);
    }
  });

  it('the allowed changes really happened', async () => {
    const target = await createToolkitAs(users.owner.token, { isPublic: false });
    await perform.update(target.id, users.owner.token);
    expect((await storedToolkit(target.id)).row).toMatchObject({ title: 'Taken over' });
    expect((await storedToolkit(target.id)).resources).toEqual([{ resource_id: 'canva', position: 0 }]);
    await perform.delete(target.id, users.owner.token);
    expect((await storedToolkit(target.id)).row).toBeNull();
    const featured = await perform['create featured']('', users.admin.token);
    expect(featured.body).toMatchObject({ toolkit: { isFeatured: true, isOwner: true } });
  });

  it('tells a private toolkit of someone else apart from a missing one in no way', async () => {
    const target = await createToolkitAs(users.owner.token, { isPublic: false });
    const missing = crypto.randomUUID();
    for (const action of ['update', 'delete', 'feature', 'read private'] as const) {
      const hidden = await perform[action](target.id, users['other user'].token);
      const absent = await perform[action](missing, users['other user'].token);
      expect([hidden.status, hidden.body]).toEqual([absent.status, absent.body]);
    }
  });

  it("refuses another user's public toolkit too, and leaves it unchanged", async () => {
    const target = await createToolkitAs(users.owner.token, { isPublic: true });
    const before = await storedToolkit(target.id);
    expect((await getAs(`/api/toolkits/${target.id}`, users['other user'].token)).status).toBe(200);
    for (const action of ['update', 'delete', 'feature'] as const) {
      const response = await perform[action](target.id, users['other user'].token);
      expect(response).toEqual({ status: 404, body: NOT_FOUND });
    }
    expect(await storedToolkit(target.id)).toEqual(before);
  });
});
