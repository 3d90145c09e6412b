// Admin review: the queue, approval with edits into a real resource (browse, category, search at once),
// rejection with a reason; who and when recorded; every non-admin refused with 404 and nothing changed.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/workers/session';
import { call, countResources, signUpAdmin, storedSubmission, submit, validSubmission } from './helpers';

const approval = (overrides: Record<string, unknown> = {}) => ({
  name: 'Quokka Flashcards',
  url: `https://quokka-${Date.now().toString(36)}.example.org`,
  description: 'Spaced-repetition flashcards with a generous free plan for students.',
  category: 'learning',
  tags: ['Free', 'Productivity'],
  ...overrides,
});

describe('reviewing resource submissions', () => {
  it('lists pending submissions to admins, with the submitter e-mail', async () => {
    const admin = await signUpAdmin();
    const id = await submit({ email: 'tip@example.edu' });
    const { status, body } = await call<{ submissions: { id: string; email: string | null }[] }>(
      '/api/admin/resource-submissions',
      'GET',
      undefined,
      { token: admin.token },
    );
    expect(status).toBe(200);
    expect(body.submissions.find((s) => s.id === id)?.email).toBe('tip@example.edu');
  });

  it('approves with the edits: a resource with a slug id, category artwork and tags, found by search', async () => {
    const admin = await signUpAdmin();
    const submitter = await signUp();
    const id = await submit({ name: 'quokka cards' }, submitter.token);
    const edits = approval({ name: `Quokka Flashcards ${Date.now().toString(36)}` });
    const { status, body } = await call<{ submission: { resourceId: string } }>(
      `/api/admin/resource-submissions/${id}/approve`,
      'POST',
      edits,
      { token: admin.token },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const resourceId = body.submission.resourceId;
    expect(resourceId).toMatch(/^quokka-flashcards-[a-z0-9]+$/);

    const resource = await env.DB.prepare('select * from resources where id = ?').bind(resourceId).first();
    expect(resource).toMatchObject({ title: edits.name, url: edits.url, category: 'learning' });
    expect(JSON.parse(String(resource?.tags))).toEqual(['Free', 'Productivity']);
    expect(String(resource?.image)).toMatch(/^\/images\/categories\/learning-[12]\.svg$/);

    const row = await storedSubmission(id);
    expect(row).toMatchObject({ status: 'approved', reviewed_by: admin.user.id, resource_id: resourceId });
    expect(Number(row?.reviewed_at)).toBeGreaterThan(Date.now() - 60_000);

    // At once, no restart: the resource detail, its category list and full-text search.
    expect((await call(`/api/resources/${resourceId}`, 'GET')).status).toBe(200);
    const category = await call<{ resources: { id: string }[] }>('/api/resources?category=learning', 'GET');
    expect(category.body.resources.map((r) => r.id)).toContain(resourceId);
    const search = await call<{ results: { id: string }[] }>(`/api/search?q=${encodeURIComponent(edits.name)}`, 'GET');
    expect(JSON.stringify(search.body)).toContain(resourceId);

    // The submitter sees the decision.
    const mine = await call<{ submissions: { id: string; status: string; resourceId: string }[] }>(
      '/api/resource-submissions/mine',
      'GET',
      undefined,
      { token: submitter.token },
    );
    expect(mine.body.submissions[0]).toMatchObject({ id, status: 'approved', resourceId });
  });

  it("publishes the reviewer's How to access steps and About, which the resource page's API answers", async () => {
    const admin = await signUpAdmin();
    const id = await submit({ name: 'quokka steps' });
    const steps = ['Create a free account with your school e-mail.', 'Open Decks and import your first set.'];
    const { status, body } = await call<{ submission: { resourceId: string } }>(
      `/api/admin/resource-submissions/${id}/approve`,
      'POST',
      approval({ access: [` ${steps[0]} `, '', steps[1]], about: 'Made by two students at a state university.' }),
      { token: admin.token },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const page = await call<{ resource: { access?: string[]; about?: string } }>(
      `/api/resources/${body.submission.resourceId}`,
      'GET',
    );
    expect(page.body.resource.access).toEqual(steps);
    expect(page.body.resource.about).toBe('Made by two students at a state university.');
  });

  it('refuses more than 6 access steps or a step over 300 characters, saying which', async () => {
    const admin = await signUpAdmin();
    const id = await submit({ name: 'quokka long steps' });
    const tooMany = await call<{ error: { message: string } }>(
      `/api/admin/resource-submissions/${id}/approve`,
      'POST',
      approval({ access: Array.from({ length: 7 }, (_, i) => `Step ${i + 1}`) }),
      { token: admin.token },
    );
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('Write at most 6 How to access steps.');
    const tooLong = await call(
      `/api/admin/resource-submissions/${id}/approve`,
      'POST',
      approval({ access: ['x'.repeat(301)] }),
      { token: admin.token },
    );
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('A How to access step must be at most 300 characters long.');
  });

  it('gives a second resource of the same name the next free slug', async () => {
    const admin = await signUpAdmin();
    const name = `Same Name ${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (const _ of [1, 2]) {
      const id = await submit();
      const { body } = await call<{ submission: { resourceId: string } }>(
        `/api/admin/resource-submissions/${id}/approve`,
        'POST',
        approval({ name, url: `https://${crypto.randomUUID()}.example.org` }),
        { token: admin.token },
      );
      ids.push(body.submission.resourceId);
    }
    expect(ids[1]).toBe(`${ids[0]}-2`);
  });

  it('rejects with a reason; nothing joins the catalog; a second decision is refused', async () => {
    const admin = await signUpAdmin();
    const submitter = await signUp();
    const id = await submit({}, submitter.token);
    const before = await countResources();
    const { status } = await call(
      `/api/admin/resource-submissions/${id}/reject`,
      'POST',
      { reason: 'Not free for students.' },
      { token: admin.token },
    );
    expect(status).toBe(200);
    expect(await storedSubmission(id)).toMatchObject({
      status: 'rejected',
      reason: 'Not free for students.',
      reviewed_by: admin.user.id,
      resource_id: null,
    });
    expect(await countResources()).toBe(before);
    const again = await call(`/api/admin/resource-submissions/${id}/approve`, 'POST', approval(), {
      token: admin.token,
    });
    expect(again.status).toBe(409);
    expect(await countResources()).toBe(before);
  });

  it('refuses a rejection without a reason and an approval with bad edits, changing nothing', async () => {
    const admin = await signUpAdmin();
    const id = await submit();
    const before = await storedSubmission(id);
    const noReason = await call(
      `/api/admin/resource-submissions/${id}/reject`,
      'POST',
      { reason: ' ' },
      {
        token: admin.token,
      },
    );
    expect(noReason.status).toBe(400);
    const badUrl = await call(
      `/api/admin/resource-submissions/${id}/approve`,
      'POST',
      approval({ url: 'javascript:alert(1)' }),
      { token: admin.token },
    );
    expect(badUrl.status).toBe(400);
    const catalogUrl = await call(
      `/api/admin/resource-submissions/${id}/approve`,
      'POST',
      approval({ url: 'https://www.notion.com/product/notion-for-education' }),
      { token: admin.token },
    );
    expect(catalogUrl.status).toBe(400);
    expect(await storedSubmission(id)).toEqual(before);
  });

  it('answers 404 to a missing submission', async () => {
    const admin = await signUpAdmin();
    const { status } = await call(
      '/api/admin/resource-submissions/nope/reject',
      'POST',
      { reason: 'No.' },
      {
        token: admin.token,
      },
    );
    expect(status).toBe(404);
  });

  describe('permission matrix: anonymous, user, the submitter themself', () => {
    it('answers 404 to every non-admin on every review endpoint and changes nothing', async () => {
      const submitter = await signUp();
      const other = await signUp();
      const id = await submit(validSubmission(), submitter.token);
      const before = await storedSubmission(id);
      const resources = await countResources();
      for (const token of [undefined, submitter.token, other.token]) {
        const list = await call('/api/admin/resource-submissions', 'GET', undefined, { token });
        expect(list.status).toBe(404);
        const approve = await call(`/api/admin/resource-submissions/${id}/approve`, 'POST', approval(), { token });
        expect(approve.status).toBe(404);
        expect(approve.body.error?.code).toBe('not_found');
        const reject = await call(
          `/api/admin/resource-submissions/${id}/reject`,
          'POST',
          { reason: 'Spam!' },
          {
            token,
          },
        );
        expect(reject.status).toBe(404);
        // Even a malformed body learns nothing but 404.
        const malformed = await call(`/api/admin/resource-submissions/${id}/reject`, 'POST', {}, { token });
        expect(malformed.status).toBe(404);
      }
      expect(await storedSubmission(id)).toEqual(before);
      expect(await countResources()).toBe(resources);
    });
  });
});
