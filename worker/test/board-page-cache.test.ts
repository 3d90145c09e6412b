// The board and its articles are kept at the edge for signed-out visitors, per version of the posts ('bulletin') and
// of their authors' public profiles ('profiles'): an approval, an author's new name or avatar, and an account
// deletion are each on the very next page, while an unrelated profile edit (goals) keeps the page.
import { describe, expect, it } from 'vitest';
import { createPostAs, decideAs } from '../../features/bulletin/test/bulletin-helpers';
import { signUpAdmin } from '../../tests/workers/api-calls';
import { callWorker } from '../../tests/workers/call-worker';
import { send, sendJson, signUp } from '../../tests/workers/session';

const page = async (path: string) => {
  const response = await callWorker(path, { headers: { Accept: 'text/html' } });
  return { cache: response.headers.get('X-Cache'), html: await response.text() };
};

/** The page once it is kept (the write happens after the answer). */
async function kept(path: string): Promise<string> {
  await expect.poll(async () => (await page(path)).cache, { timeout: 15_000, interval: 100 }).toBe('HIT');
  return (await page(path)).html;
}

describe('the kept board', () => {
  it('shows an approval, an author’s new name and a deleted account on the next visit', async () => {
    const author = await signUp();
    const admin = await signUpAdmin();
    const id = await createPostAs(author.token, { title: 'Flashcards that stuck for organic chemistry' });
    await kept('/bulletin-board');
    await decideAs(admin.token, id, 'approve');
    const approved = await page('/bulletin-board');
    expect(approved.cache).toBe('MISS');
    expect(approved.html).toContain('Flashcards that stuck for organic chemistry');

    await kept(`/bulletin/${id}`);
    // Goals are not shown beside a post: the kept article stays.
    expect(
      (await sendJson('/api/profile', 'PUT', { study_goals: ['skill_development'] }, { token: author.token })).status,
    ).toBe(200);
    expect((await page(`/bulletin/${id}`)).cache).toBe('HIT');
    expect((await sendJson('/api/profile', 'PUT', { display_name: 'Marie C.' }, { token: author.token })).status).toBe(
      200,
    );
    const renamed = await page(`/bulletin/${id}`);
    expect(renamed.cache).toBe('MISS');
    expect(renamed.html).toContain('Marie C.');

    await kept(`/bulletin/${id}`);
    expect((await send('/api/account', 'DELETE', null, { token: author.token })).status).toBe(200);
    const gone = await page(`/bulletin/${id}`);
    expect(gone.cache).not.toBe('HIT');
    expect(gone.html).not.toContain('Flashcards that stuck for organic chemistry');
  });
});
