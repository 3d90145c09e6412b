// Reading toolkits: the public list (featured first, then newest), the user's own, and one toolkit with its
// resources; a private toolkit is invisible to everyone but its owner.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import { STATIC_TOOLKITS } from '@quadkit/core/catalog/toolkits';
import { callWorker } from '../../../tests/workers/call-worker';
import { signUp, type SignedUp } from '../../../tests/workers/session';
import type { ToolkitListResponse, ToolkitResponse, ToolkitSummary } from '../shared/toolkit-responses';
import { BUILT_IN_IDS, createToolkitAs, getAs, insertResource, RESOURCE_IDS } from './toolkit-helpers';

let alice: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  alice = await signUp();
  bob = await signUp();
});

const publicList = async (token?: string) =>
  (await getAs<ToolkitListResponse>('/api/toolkits/public', token)).body.toolkits;
const ids = (toolkits: ToolkitSummary[]) => toolkits.map((t) => t.id);

describe('GET /api/toolkits/public', () => {
  it('lists the seven built-in toolkits, featured, with 10 tools each and the first 5 named', async () => {
    const response = await getAs<ToolkitListResponse>('/api/toolkits/public');
    expect(response.status).toBe(200);
    const builtIns = response.body.toolkits.filter((t) => t.isBuiltIn);
    expect(ids(builtIns)).toEqual(BUILT_IN_IDS);
    const first = STATIC_TOOLKITS[0]!;
    expect(builtIns[0]).toEqual({
      id: first.id,
      title: first.title,
      description: first.description,
      emoji: first.emoji,
      isPublic: true,
      visibility: 'public',
      isFeatured: true,
      isBuiltIn: true,
      isOwner: false,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: expect.any(String),
      resourceCount: 10,
      previewResources: expect.any(Array),
    });
    expect(builtIns[0]!.previewResources.map((r) => r.id)).toEqual(first.tools.slice(0, 5));
    expect(builtIns[0]!.previewResources[0]).toEqual({ id: 'khan-academy', title: 'Khan Academy' });
  });

  it('puts featured toolkits first, then the newest, and leaves private ones out', async () => {
    const older = await createToolkitAs(alice.token, { title: 'Older public' });
    const hidden = await createToolkitAs(alice.token, { title: 'Private one', isPublic: false });
    const newer = await createToolkitAs(bob.token, { title: 'Newer public' });
    const list = ids(await publicList());
    expect(list.slice(0, 7)).toEqual(BUILT_IN_IDS);
    expect(list.indexOf(newer.id)).toBeLessThan(list.indexOf(older.id));
    expect(list.indexOf(older.id)).toBeGreaterThan(6);
    expect(list).not.toContain(hidden.id);
    // Not even to its owner: the public list is the public list.
    expect(ids(await publicList(alice.token))).not.toContain(hidden.id);
  });

  it('says which toolkits the caller owns, and never sends an owner id', async () => {
    const mine = await createToolkitAs(alice.token, { title: 'Owned by Alice' });
    const asAlice = (await publicList(alice.token)).find((t) => t.id === mine.id)!;
    const asBob = (await publicList(bob.token)).find((t) => t.id === mine.id)!;
    const signedOut = (await publicList()).find((t) => t.id === mine.id)!;
    expect([asAlice.isOwner, asBob.isOwner, signedOut.isOwner]).toEqual([true, false, false]);
    expect(asAlice.isBuiltIn).toBe(false);
    expect(JSON.stringify(asAlice)).not.toContain(alice.user.id);
  });

  it('counts every tool but names only the first 5, in the toolkit order', async () => {
    const tools = RESOURCE_IDS.slice(20, 28);
    const made = await createToolkitAs(alice.token, { resourceIds: tools });
    const card = (await publicList()).find((t) => t.id === made.id)!;
    expect(card.resourceCount).toBe(8);
    expect(card.previewResources.map((r) => r.id)).toEqual(tools.slice(0, 5));
  });

  it('is never cached, since isOwner depends on who asks', async () => {
    const response = await callWorker('/api/toolkits/public');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/toolkits/mine', () => {
  it("lists only the caller's toolkits, private ones included, newest first", async () => {
    const carol = await signUp();
    const first = await createToolkitAs(carol.token, { title: 'First of mine' });
    const second = await createToolkitAs(carol.token, { title: 'Second of mine', isPublic: false });
    await createToolkitAs(bob.token, { title: 'Not Carol’s' });
    const { status, body } = await getAs<ToolkitListResponse>('/api/toolkits/mine', carol.token);
    expect(status).toBe(200);
    expect(ids(body.toolkits)).toEqual([second.id, first.id]);
    expect(body.toolkits.every((t) => t.isOwner && !t.isBuiltIn)).toBe(true);
  });

  it('is empty for a new user', async () => {
    const dave = await signUp();
    expect((await getAs<ToolkitListResponse>('/api/toolkits/mine', dave.token)).body).toEqual({ toolkits: [] });
  });

  it("answers 401 'User must be authenticated' when signed out", async () => {
    const { status, body } = await getAs('/api/toolkits/mine');
    expect(status).toBe(401);
    expect(body).toEqual({ error: { code: 'unauthorized', message: 'User must be authenticated' } });
  });
});

describe('GET /api/toolkits/:id', () => {
  it('answers a built-in toolkit with its 10 resources resolved, in order', async () => {
    const { status, body } = await getAs<ToolkitResponse>('/api/toolkits/research-toolkit');
    expect(status).toBe(200);
    const expected = STATIC_TOOLKITS.find((t) => t.id === 'research-toolkit')!;
    expect(body.toolkit).toMatchObject({
      id: 'research-toolkit',
      title: expected.title,
      isBuiltIn: true,
      isOwner: false,
      resourceCount: 10,
    });
    expect(body.toolkit.resources.map((r) => r.id)).toEqual(expected.tools);
    expect(body.toolkit.resources[0]).toEqual({
      id: 'google-scholar',
      title: expect.any(String),
      description: expect.any(String),
      category: expect.any(String),
      tags: expect.any(Array),
      url: expect.stringMatching(/^https:\/\//),
      image: expect.any(String),
      eligibility: expect.objectContaining({ regions: ['international'] }),
    });
  });

  it("resolves a user's toolkit in the order it was saved", async () => {
    const order = ['wolfram-alpha', 'notion', 'canva', 'anki'];
    const made = await createToolkitAs(alice.token, { resourceIds: order });
    const { body } = await getAs<ToolkitResponse>(`/api/toolkits/${made.id}`);
    expect(body.toolkit.resources.map((r) => r.id)).toEqual(order);
  });

  it("shows a private toolkit to its owner and answers everyone else 404 'Toolkit not found', as for a missing id", async () => {
    const secret = await createToolkitAs(alice.token, { title: 'Secret plans', isPublic: false });
    const owner = await getAs<ToolkitResponse>(`/api/toolkits/${secret.id}`, alice.token);
    expect(owner.status).toBe(200);
    expect(owner.body.toolkit).toMatchObject({ id: secret.id, isPublic: false, isOwner: true });
    const missing = await getAs(`/api/toolkits/${crypto.randomUUID()}`, bob.token);
    for (const token of [bob.token, undefined]) {
      const other = await getAs(`/api/toolkits/${secret.id}`, token);
      expect(other.status).toBe(404);
      expect(other.body).toEqual({ error: { code: 'not_found', message: 'Toolkit not found' } });
      expect(other.body).toEqual(missing.body);
    }
  });

  it('leaves out a resource that has since been removed from the catalog', async () => {
    const made = await createToolkitAs(alice.token, { resourceIds: ['notion', 'anki'] });
    await insertResource('gone-soon');
    await env.DB.prepare("insert into toolkit_resources (toolkit_id, resource_id, position) values (?, 'gone-soon', 2)")
      .bind(made.id)
      .run();
    expect((await getAs<ToolkitResponse>(`/api/toolkits/${made.id}`)).body.toolkit.resourceCount).toBe(3);
    // Removing a resource cascades to the toolkit lists that named it.
    await env.DB.prepare("delete from resources where id = 'gone-soon'").run();
    // As every catalog write does: a signed-out visitor's kept answer is keyed by the catalog version.
    await bumpCatalogVersion(env.CACHE);
    const { body } = await getAs<ToolkitResponse>(`/api/toolkits/${made.id}`);
    expect(body.toolkit.resources.map((r) => r.id)).toEqual(['notion', 'anki']);
  });
});
