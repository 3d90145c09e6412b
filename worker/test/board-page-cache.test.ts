// The board and its articles are kept at the edge for signed-out visitors, per version of the posts ('bulletin') and
// of their authors' public profiles ('profiles'): an approval, an author's new name or avatar, and an account
// deletion are each on the very next page, while an unrelated profile edit (goals) keeps the page.
import { describe, expect, it } from 'vitest';
import { createPostAs, decideAs } from '../../features/bulletin/test/bulletin-helpers';
import { signUpAdmin } from '../../tests/workers/api-calls';
import { keptPage, pageOf } from '../../tests/workers/kept-pages';
import { send, sendJson, signUp } from '../../tests/workers/session';

describe('the kept board', () => {
  it('shows an approval, an author’s new name and a deleted account on the next visit', async () => {
    const author = await signUp();
    const admin = await signUpAdmin();
    const id = await createPostAs(author.token, { title: 'Flashcards that stuck for organic chemistry' });
    await keptPage('/bulletin-board');
    await decideAs(admin.token, id, 'approve');
    const approved = await pageOf('/bulletin-board');
    expect(approved.cache).toBe('MISS');
    expect(approved.html).toContain('Flashcards that stuck for organic chemistry');

    await keptPage(`/bulletin/${id}`);
    // Goals are not shown beside a post: the kept article stays.
    expect(
      (await sendJson('/api/profile', 'PUT', { study_goals: ['skill_development'] }, { token: author.token })).status,
    ).toBe(200);
    expect((await pageOf(`/bulletin/${id}`)).cache).toBe('HIT');
    expect((await sendJson('/api/profile', 'PUT', { display_name: 'Marie C.' }, { token: author.token })).status).toBe(
      200,
    );
    const renamed = await pageOf(`/bulletin/${id}`);
    expect(renamed.cache).toBe('MISS');
    expect(renamed.html).toContain('Marie C.');

    await keptPage(`/bulletin/${id}`);
    expect((await send('/api/account', 'DELETE', null, { token: author.token })).status).toBe(200);
    const gone = await pageOf(`/bulletin/${id}`);
    expect(gone.cache).not.toBe('HIT');
    expect(gone.html).not.toContain('Flashcards that stuck for organic chemistry');
  });
});
