// The public toolkits and a toolkit's page are kept at the edge for signed-out visitors, per version of the catalog,
// the public toolkits and their makers' profiles: an edit, a copy ('Used by' moves) and a switch to private are each
// on the very next page; a share link's page is never kept.
import { describe, expect, it } from 'vitest';
import { createToolkitAs, sendAs } from '../../features/toolkits/test/toolkit-helpers';
import { keptPage, pageOf } from '../../tests/workers/kept-pages';
import { signUp } from '../../tests/workers/session';

describe('the kept toolkit pages', () => {
  it('shows an edit, a copy and a switch to private on the next visit', async () => {
    const owner = await signUp();
    const reader = await signUp();
    const toolkit = await createToolkitAs(owner.token, { title: 'Lab week kit', visibility: 'public' });
    const path = `/toolkit/${toolkit.id}`;
    expect(await keptPage(path)).toContain('Lab week kit');
    expect(await keptPage('/toolkits')).toContain('Lab week kit');

    expect((await sendAs(`/api/toolkits/${toolkit.id}`, 'PUT', { title: 'Lab report week' }, owner.token)).status).toBe(
      200,
    );
    const edited = await pageOf(path);
    expect(edited.cache).toBe('MISS');
    expect(edited.html).toContain('Lab report week');
    expect((await pageOf('/toolkits')).html).toContain('Lab report week');

    await keptPage(path);
    expect((await sendAs(`/api/toolkits/${toolkit.id}/copy`, 'POST', {}, reader.token)).status).toBe(201);
    const copied = await pageOf(path);
    expect(copied.cache).toBe('MISS');
    expect(copied.html).toContain('Used by 1');

    await keptPage(path);
    expect((await sendAs(`/api/toolkits/${toolkit.id}`, 'PUT', { visibility: 'private' }, owner.token)).status).toBe(
      200,
    );
    const hidden = await pageOf(path);
    expect(hidden.cache).not.toBe('HIT');
    expect(hidden.html).not.toContain('Lab report week');
  });

  it("never keeps a share link's page", async () => {
    const owner = await signUp();
    const toolkit = await createToolkitAs(owner.token, { title: 'Unlisted study kit', visibility: 'unlisted' });
    const link = await sendAs<{ shareToken: string }>(
      `/api/toolkits/${toolkit.id}/share-link`,
      'POST',
      {},
      owner.token,
    );
    expect(link.status).toBe(201);
    const path = `/toolkit/${toolkit.id}?share=${link.body.shareToken}`;
    for (let i = 0; i < 3; i += 1) {
      const shared = await pageOf(path);
      expect(shared.status).toBe(200);
      expect(shared.cache).toBeNull();
      expect(shared.html).toContain('Unlisted study kit');
    }
  });
});
