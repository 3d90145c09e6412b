// Share links (new link, revoke, leaving and re-entering unlisted) and 'Make a copy': the copy is the
// caller's own private toolkit with the same content and an attribution that outlives the original; 'Used by N'
// counts distinct other users; copies are rate limited.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_NAME } from '@quadkit/core/shared/display-name';
import { signUp } from '../../../tests/workers/session';
import type { ShareLinkResponse, ToolkitResponse } from '../shared/toolkit-responses';
import { MAX_COPIES_PER_HOUR } from '../shared/toolkit-rules';
import { createToolkitAs, deleteAs, getAs, sendAs, storedToolkit } from './toolkit-helpers';

const copyAs = (id: string, token?: string, share?: string) =>
  sendAs<ToolkitResponse>(
    `/api/toolkits/${id}/copy${share ? `?share=${encodeURIComponent(share)}` : ''}`,
    'POST',
    {},
    token,
  );
const read = (id: string, token?: string, share?: string) =>
  getAs<ToolkitResponse>(`/api/toolkits/${id}${share ? `?share=${encodeURIComponent(share)}` : ''}`, token);
const localPart = (email: string) => email.split('@')[0]!;
const setDisplayName = (token: string, display_name: string) => sendAs('/api/profile', 'PUT', { display_name }, token);

describe('share links', () => {
  it('makes a fresh link on New link and the old one answers 404 at once', async () => {
    const owner = await signUp();
    const kit = await createToolkitAs(owner.token, { visibility: 'unlisted' });
    const first = (await read(kit.id, owner.token)).body.toolkit.shareToken!;
    expect((await read(kit.id, undefined, first)).status).toBe(200);
    const renewed = await sendAs<ShareLinkResponse>(`/api/toolkits/${kit.id}/share-link`, 'POST', {}, owner.token);
    expect(renewed.status).toBe(201);
    const second = renewed.body.shareToken!;
    expect(second).not.toBe(first);
    expect((await read(kit.id, undefined, first)).status).toBe(404);
    expect((await read(kit.id, undefined, second)).status).toBe(200);
  });

  it('keeps a link while the toolkit stays unlisted and drops it for good when it leaves', async () => {
    const owner = await signUp();
    const kit = await createToolkitAs(owner.token, { visibility: 'unlisted' });
    const token = (await read(kit.id, owner.token)).body.toolkit.shareToken!;
    await sendAs(`/api/toolkits/${kit.id}`, 'PUT', { title: 'Renamed kit' }, owner.token);
    expect((await read(kit.id, owner.token)).body.toolkit.shareToken).toBe(token);
    await sendAs(`/api/toolkits/${kit.id}`, 'PUT', { visibility: 'private' }, owner.token);
    expect((await storedToolkit(kit.id)).row).toMatchObject({ visibility: 'private', share_token: null });
    await sendAs(`/api/toolkits/${kit.id}`, 'PUT', { visibility: 'unlisted' }, owner.token);
    const again = (await read(kit.id, owner.token)).body.toolkit.shareToken!;
    expect(again).toMatch(/^[\w-]{32}$/);
    expect(again).not.toBe(token);
    expect((await read(kit.id, undefined, token)).status).toBe(404);
  });

  it("refuses link changes on a toolkit that is not unlisted (409) or not the caller's (404)", async () => {
    const owner = await signUp();
    const other = await signUp();
    const open = await createToolkitAs(owner.token, { visibility: 'public' });
    const unlisted = await createToolkitAs(owner.token, { visibility: 'unlisted' });
    expect((await sendAs(`/api/toolkits/${open.id}/share-link`, 'POST', {}, owner.token)).status).toBe(409);
    expect((await deleteAs(`/api/toolkits/${open.id}/share-link`, owner.token)).status).toBe(409);
    expect((await sendAs(`/api/toolkits/${unlisted.id}/share-link`, 'POST', {}, other.token)).status).toBe(404);
    expect((await deleteAs(`/api/toolkits/${unlisted.id}/share-link`, other.token)).status).toBe(404);
    expect((await deleteAs(`/api/toolkits/${unlisted.id}/share-link`)).status).toBe(401);
    expect((await read(unlisted.id, owner.token)).body.toolkit.shareToken).toMatch(/^[\w-]{32}$/);
  });

  it('accepts isPublic from older callers and refuses an unknown or contradictory visibility', async () => {
    const owner = await signUp();
    const legacy = await createToolkitAs(owner.token, { isPublic: false });
    expect(legacy).toMatchObject({ visibility: 'private', isPublic: false });
    const bad = await sendAs(`/api/toolkits/${legacy.id}`, 'PUT', { visibility: 'secret' }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.issues?.[0]).toMatchObject({ path: 'visibility' });
    const both = await sendAs(
      `/api/toolkits/${legacy.id}`,
      'PUT',
      { visibility: 'unlisted', isPublic: true },
      owner.token,
    );
    expect(both.status).toBe(400);
    expect(both.body.error?.issues?.[0]?.message).toBe('isPublic and visibility disagree: send only visibility');
  });
});

describe('Make a copy', () => {
  it("copies a public toolkit as the caller's own private one, same content in order, with attribution", async () => {
    const owner = await signUp();
    const copier = await signUp();
    expect((await setDisplayName(owner.token, 'Lab Owner')).status).toBe(200);
    const original = await createToolkitAs(owner.token, {
      title: 'Lab week',
      description: 'The tools for writing lab reports on time.',
      emoji: '🔬',
      resourceIds: ['zotero', 'notion', 'anki'],
    });
    const { status, body } = await copyAs(original.id, copier.token);
    expect(status).toBe(201);
    expect(body.toolkit).toMatchObject({
      title: 'Lab week',
      description: 'The tools for writing lab reports on time.',
      emoji: '🔬',
      visibility: 'private',
      isOwner: true,
      isFeatured: false,
      remixedFrom: { id: original.id, title: 'Lab week', owner: 'Lab Owner' },
      usedBy: 0,
    });
    expect(body.toolkit.resources.map((r) => r.id)).toEqual(['zotero', 'notion', 'anki']);
    expect(body.toolkit.id).not.toBe(original.id);
    // The owner cannot see the copy: it is private to the copier.
    expect((await read(body.toolkit.id, owner.token)).status).toBe(404);
  });

  it('counts distinct other users in Used by N, never the owner, and counts again after a copy is deleted', async () => {
    const owner = await signUp();
    const [first, second] = [await signUp(), await signUp()];
    const original = await createToolkitAs(owner.token);
    const usedBy = async () => (await read(original.id)).body.toolkit.usedBy;
    expect(await usedBy()).toBe(0);
    const copy = (await copyAs(original.id, first.token)).body.toolkit;
    await copyAs(original.id, first.token);
    expect(await usedBy()).toBe(1);
    await copyAs(original.id, second.token);
    await copyAs(original.id, owner.token);
    expect(await usedBy()).toBe(2);
    await deleteAs(`/api/toolkits/${copy.id}`, first.token);
    expect(await usedBy()).toBe(2); // first still has the other copy
  });

  it("remixes a built-in toolkit with 'Quadkit' as its owner", async () => {
    const copier = await signUp();
    const { status, body } = await copyAs('finals-survival-kit', copier.token);
    expect(status).toBe(201);
    expect(body.toolkit.remixedFrom).toMatchObject({ id: 'finals-survival-kit', owner: 'Quadkit' });
    expect(body.toolkit.resourceCount).toBe(10);
  });

  it('copies an unlisted toolkit only with its live link, and names it as plain text (no id) to the copier', async () => {
    const owner = await signUp();
    const copier = await signUp();
    const kit = await createToolkitAs(owner.token, { visibility: 'unlisted', title: 'Secret stash' });
    const token = (await read(kit.id, owner.token)).body.toolkit.shareToken!;
    expect((await copyAs(kit.id, copier.token)).status).toBe(404);
    expect((await copyAs(kit.id, copier.token, 'not-the-token')).status).toBe(404);
    const { status, body } = await copyAs(kit.id, copier.token, token);
    expect(status).toBe(201);
    // An owner without a display name is 'A Quadkit student', never a part of their e-mail.
    expect(body.toolkit.remixedFrom).toEqual({ id: null, title: 'Secret stash', owner: DEFAULT_DISPLAY_NAME });
    expect(JSON.stringify(body)).not.toContain(localPart(owner.email));
    expect((await read(kit.id, owner.token)).body.toolkit.usedBy).toBe(1);
  });

  it("refuses anonymous callers (401) and someone else's private toolkit (404)", async () => {
    const owner = await signUp();
    const other = await signUp();
    const hidden = await createToolkitAs(owner.token, { visibility: 'private' });
    expect((await copyAs(hidden.id)).status).toBe(401);
    const refused = await copyAs(hidden.id, other.token);
    expect(refused.status).toBe(404);
    expect(refused.body.error?.message).toBe('Toolkit not found');
  });

  it('keeps copies intact when the original is deleted, and the attribution as plain text', async () => {
    const owner = await signUp();
    const copier = await signUp();
    const original = await createToolkitAs(owner.token, { title: 'Going away', resourceIds: ['canva', 'notion'] });
    const copy = (await copyAs(original.id, copier.token)).body.toolkit;
    expect((await deleteAs(`/api/toolkits/${original.id}`, owner.token)).status).toBe(200);
    const after = await read(copy.id, copier.token);
    expect(after.status).toBe(200);
    expect(after.body.toolkit.resources.map((r) => r.id)).toEqual(['canva', 'notion']);
    expect(after.body.toolkit.remixedFrom).toEqual({ id: null, title: 'Going away', owner: DEFAULT_DISPLAY_NAME });
    expect((await storedToolkit(copy.id)).row).toMatchObject({ remixed_from_id: null });
  });

  it('links the original only while the copier may see it', async () => {
    const owner = await signUp();
    const copier = await signUp();
    const original = await createToolkitAs(owner.token);
    const copy = (await copyAs(original.id, copier.token)).body.toolkit;
    await sendAs(`/api/toolkits/${original.id}`, 'PUT', { visibility: 'private' }, owner.token);
    expect((await read(copy.id, copier.token)).body.toolkit.remixedFrom?.id).toBeNull();
    await sendAs(`/api/toolkits/${original.id}`, 'PUT', { visibility: 'public' }, owner.token);
    expect((await read(copy.id, copier.token)).body.toolkit.remixedFrom?.id).toBe(original.id);
  });

  it(`allows ${MAX_COPIES_PER_HOUR} copies an hour, then answers 429 with Retry-After`, async () => {
    const copier = await signUp();
    for (let i = 0; i < MAX_COPIES_PER_HOUR; i++) {
      expect((await copyAs('research-toolkit', copier.token)).status).toBe(201);
    }
    const refused = await copyAs('research-toolkit', copier.token);
    expect(refused.status).toBe(429);
    const { results } = await env.DB.prepare('select count(*) as n from toolkits where user_id = ?')
      .bind(copier.user.id)
      .all<{ n: number }>();
    expect(results[0]?.n).toBe(MAX_COPIES_PER_HOUR);
  });
});
