// Creating, updating and deleting toolkits as their owner: defaults, trimming, ordered resource lists
// replaced atomically, and a delete that takes the toolkit's resource list and every bookmark of it along.
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../../tests/workers/session';
import type { AddBookmarkResponse } from '../shared/bookmark-responses';
import type { DeleteToolkitResponse, ToolkitResponse } from '../shared/toolkit-responses';
import {
  countRows,
  createToolkitAs,
  deleteAs,
  getAs,
  RESOURCE_IDS,
  sendAs,
  signUpAdmin,
  storedToolkit,
  validToolkit,
} from './toolkit-helpers';

let alice: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  alice = await signUp();
  bob = await signUp();
});

const put = (id: string, changes: unknown, token = alice.token) =>
  sendAs<ToolkitResponse>(`/api/toolkits/${id}`, 'PUT', changes, token);

describe('POST /api/toolkits', () => {
  it('creates a public, unfeatured 📚 toolkit by default and answers 201 with it', async () => {
    const { status, body } = await sendAs<ToolkitResponse>('/api/toolkits', 'POST', validToolkit(), alice.token);
    expect(status).toBe(201);
    expect(body.toolkit).toMatchObject({
      title: 'Exam week',
      description: 'Everything I use to get through exam week.',
      emoji: '📚',
      isPublic: true,
      isFeatured: false,
      isBuiltIn: false,
      isOwner: true,
      resourceCount: 3,
    });
    expect(body.toolkit.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.toolkit.resources.map((r) => r.id)).toEqual(['notion', 'quizlet', 'anki']);
    expect(Date.parse(body.toolkit.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const stored = await storedToolkit(body.toolkit.id);
    expect(stored.row).toMatchObject({ user_id: alice.user.id, visibility: 'public', is_featured: 0, emoji: '📚' });
    expect(stored.resources).toEqual([
      { resource_id: 'notion', position: 0 },
      { resource_id: 'quizlet', position: 1 },
      { resource_id: 'anki', position: 2 },
    ]);
  });

  it('trims the title, description and ids, and keeps the chosen emoji and privacy', async () => {
    const made = await createToolkitAs(alice.token, {
      title: '   Lab reports  ',
      description: '\n  Tools for writing up experiments.  ',
      resourceIds: [' notion ', '', 'anki'],
      emoji: '🔬',
      isPublic: false,
    });
    expect(made).toMatchObject({
      title: 'Lab reports',
      description: 'Tools for writing up experiments.',
      emoji: '🔬',
      isPublic: false,
    });
    expect(made.resources.map((r) => r.id)).toEqual(['notion', 'anki']);
  });

  it('accepts a palette emoji typed without its variation selector', async () => {
    const made = await createToolkitAs(alice.token, { emoji: '🛠' });
    expect(made.emoji).toBe('🛠️');
  });

  it('lets an admin create a featured toolkit, which then leads the public list with the built-ins', async () => {
    const admin = await signUpAdmin();
    const made = await createToolkitAs(admin.token, { title: 'Staff picks', isFeatured: true });
    expect(made.isFeatured).toBe(true);
    const { body } = await getAs<{ toolkits: { id: string }[] }>('/api/toolkits/public');
    expect(body.toolkits.findIndex((t) => t.id === made.id)).toBeLessThan(8);
  });
});

describe('PUT /api/toolkits/:id', () => {
  it('changes only the fields sent, with the same trimming', async () => {
    const made = await createToolkitAs(alice.token, { emoji: '🎨' });
    const { status, body } = await put(made.id, { title: '  Renamed kit ' });
    expect(status).toBe(200);
    expect(body.toolkit).toMatchObject({
      title: 'Renamed kit',
      description: made.description,
      emoji: '🎨',
      isPublic: true,
      resourceCount: 3,
    });
    expect(Date.parse(body.toolkit.updatedAt)).toBeGreaterThanOrEqual(Date.parse(made.updatedAt));
    expect((await storedToolkit(made.id)).row).toMatchObject({ title: 'Renamed kit', emoji: '🎨' });
  });

  it('replaces the resource list in the new order', async () => {
    const made = await createToolkitAs(alice.token, { resourceIds: ['notion', 'quizlet', 'anki'] });
    const { body } = await put(made.id, { resourceIds: ['canva', 'notion'] });
    expect(body.toolkit.resources.map((r) => r.id)).toEqual(['canva', 'notion']);
    expect((await storedToolkit(made.id)).resources).toEqual([
      { resource_id: 'canva', position: 0 },
      { resource_id: 'notion', position: 1 },
    ]);
  });

  it('saves a list of 50 resources in one go', async () => {
    const made = await createToolkitAs(alice.token);
    const fifty = RESOURCE_IDS.slice(0, 50);
    const { status, body } = await put(made.id, { resourceIds: fifty });
    expect(status).toBe(200);
    expect(body.toolkit.resources.map((r) => r.id)).toEqual(fifty);
  });

  it('makes a toolkit private and public again, taking it off and back onto the public list', async () => {
    const made = await createToolkitAs(alice.token);
    const onPublicList = async () =>
      (await getAs<{ toolkits: { id: string }[] }>('/api/toolkits/public')).body.toolkits.some((t) => t.id === made.id);
    expect(await onPublicList()).toBe(true);
    await put(made.id, { isPublic: false });
    expect(await onPublicList()).toBe(false);
    expect((await getAs(`/api/toolkits/${made.id}`, bob.token)).status).toBe(404);
    await put(made.id, { isPublic: true });
    expect(await onPublicList()).toBe(true);
  });

  it('lets an admin feature and unfeature their own toolkit', async () => {
    const admin = await signUpAdmin();
    const made = await createToolkitAs(admin.token);
    expect((await put(made.id, { isFeatured: true }, admin.token)).body.toolkit.isFeatured).toBe(true);
    expect((await put(made.id, { isFeatured: false }, admin.token)).body.toolkit.isFeatured).toBe(false);
  });

  it('accepts isFeatured from a non-admin when it does not change it (the editor sends the whole form)', async () => {
    const made = await createToolkitAs(alice.token);
    const { status, body } = await put(made.id, {
      ...validToolkit({ title: 'Whole form' }),
      isFeatured: false,
      isPublic: true,
    });
    expect(status).toBe(200);
    expect(body.toolkit).toMatchObject({ title: 'Whole form', isFeatured: false });
  });

  it('refuses a change to the seven built-in toolkits, even from an admin, and leaves them as they were', async () => {
    const admin = await signUpAdmin();
    const before = await storedToolkit('finals-survival-kit');
    for (const token of [alice.token, admin.token]) {
      const { status, body } = await put('finals-survival-kit', { title: 'Hijacked' }, token);
      expect(status).toBe(404);
      expect(body.error?.message).toBe('Toolkit not found');
      const gone = await deleteAs(`/api/toolkits/finals-survival-kit`, token);
      expect(gone.status).toBe(404);
    }
    expect(await storedToolkit('finals-survival-kit')).toEqual(before);
  });
});

describe('DELETE /api/toolkits/:id', () => {
  it("removes the toolkit, its resource list and every user's bookmark of it, and nothing else", async () => {
    const made = await createToolkitAs(alice.token);
    const kept = await createToolkitAs(alice.token, { title: 'Kept' });
    for (const user of [alice, bob]) {
      for (const id of [made.id, kept.id]) {
        const saved = await sendAs<AddBookmarkResponse>(
          '/api/bookmarks',
          'POST',
          { resourceId: id, type: 'toolkit' },
          user.token,
        );
        expect(saved.status).toBe(201);
      }
    }
    const { status, body } = await deleteAs<DeleteToolkitResponse>(`/api/toolkits/${made.id}`, alice.token);
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: true, id: made.id });
    expect(await storedToolkit(made.id)).toEqual({ row: null, resources: [], bookmarks: [] });
    const other = await storedToolkit(kept.id);
    expect(other.row).not.toBeNull();
    expect(other.resources).toHaveLength(3);
    expect(other.bookmarks).toHaveLength(2);
    expect((await getAs(`/api/toolkits/${made.id}`, alice.token)).status).toBe(404);
  });

  it('answers 404 the second time', async () => {
    const made = await createToolkitAs(alice.token);
    expect((await deleteAs(`/api/toolkits/${made.id}`, alice.token)).status).toBe(200);
    const again = await deleteAs(`/api/toolkits/${made.id}`, alice.token);
    expect(again.status).toBe(404);
    expect(again.body.error?.message).toBe('Toolkit not found');
  });

  it('leaves the rest of the catalog alone', async () => {
    const before = await countRows('toolkits');
    const made = await createToolkitAs(alice.token);
    await deleteAs(`/api/toolkits/${made.id}`, alice.token);
    expect(await countRows('toolkits')).toBe(before);
    expect(await countRows('toolkit_resources', 'toolkit_id = ?', 'research-toolkit')).toBe(10);
  });
});
