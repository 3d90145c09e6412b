// Report a problem: POST /api/resource-reports validates with the one error shape, is limited to 10
// an hour per address, and lands in the admin-only queue (404 to anyone else) at once until an admin resolves it;
// open broken-link reports flag the resource's page after 3 independent reporters or an admin's confirmation.
import { describe, expect, it } from 'vitest';
import { call, freshAddress, signUpAdmin } from './eligibility-helpers';
import { signUp } from '../../../tests/workers/session';

type Reports = {
  reports: {
    id: string;
    resourceId: string;
    resourceTitle: string;
    reason: string;
    note: string;
    confirmed: boolean;
  }[];
};

async function report(body: Record<string, unknown>, ip = freshAddress(), token?: string) {
  return call<{ report: { id: string; status: string } }>('/api/resource-reports', 'POST', body, { ip, token });
}

const brokenLinkFlag = async (id: string) =>
  (await call<{ brokenLinkReported: boolean }>(`/api/resources/${id}`, 'GET')).body.brokenLinkReported;

describe('POST /api/resource-reports', () => {
  it('stores a report with an optional note and answers 201', async () => {
    const { status, body } = await report({ resourceId: 'zotero', reason: 'outdated', note: '  New UI since 2026.  ' });
    expect(status).toBe(201);
    expect(body.report.status).toBe('open');
  });

  it('refuses a bad reason, a long note, unknown fields and a missing resource id with 400 and field issues', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ resourceId: 'zotero', reason: 'spam' }, 'reason'],
      [{ resourceId: 'zotero', reason: 'other', note: 'x'.repeat(501) }, 'note'],
      [{ resourceId: 'zotero', reason: 'other', extra: 1 }, ''],
      [{ reason: 'other' }, 'resourceId'],
    ];
    for (const [input, path] of cases) {
      const { status, body } = await report(input);
      expect(status, JSON.stringify(input)).toBe(400);
      expect(body.error?.code).toBe('invalid_request');
      expect(body.error?.issues?.[0]?.path).toBe(path);
    }
    const missing = await report({ resourceId: 'no-such-resource', reason: 'other' });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.code).toBe('not_found');
  });

  it('allows 10 reports an hour from one address, then answers 429 with Retry-After', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 10; i++) expect((await report({ resourceId: 'anki', reason: 'other' }, ip)).status).toBe(201);
    const limited = await report({ resourceId: 'anki', reason: 'other' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toMatch(/^Too many reports\. Please try again in/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await report({ resourceId: 'anki', reason: 'other' })).status).toBe(201);
  });
});

describe('the admin reports queue', () => {
  it('answers 404 to visitors and non-admins, for the list and for resolve', async () => {
    const user = await signUp();
    for (const token of [undefined, user.token]) {
      expect((await call('/api/admin/resource-reports', 'GET', undefined, { token })).status).toBe(404);
      expect((await call('/api/admin/resource-reports/x/resolve', 'POST', undefined, { token })).status).toBe(404);
      expect((await call('/api/admin/resource-reports/x/confirm', 'POST', undefined, { token })).status).toBe(404);
    }
  });

  it("lists one broken-link report at once, flags the page on the admin's Confirm broken, and resolving clears both", async () => {
    const admin = await signUpAdmin();
    expect(await brokenLinkFlag('desmos')).toBe(false);
    const made = await report({ resourceId: 'desmos', reason: 'broken-link', note: 'Answers 404.' });
    // One anonymous report shows nothing to the public …
    expect(await brokenLinkFlag('desmos')).toBe(false);

    const listed = await call<Reports>('/api/admin/resource-reports', 'GET', undefined, { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body.reports.find((r) => r.id === made.body.report.id)).toMatchObject({
      resourceId: 'desmos',
      resourceTitle: 'Desmos Graphing Calculator',
      reason: 'broken-link',
      note: 'Answers 404.',
      confirmed: false,
    });
    // … until an admin confirms it.
    const confirm = `/api/admin/resource-reports/${made.body.report.id}/confirm`;
    const confirmed = await call(confirm, 'POST', undefined, { token: admin.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ report: { id: made.body.report.id, status: 'open', confirmed: true } });
    expect(await brokenLinkFlag('desmos')).toBe(true);
    const again = await call<Reports>('/api/admin/resource-reports', 'GET', undefined, { token: admin.token });
    expect(again.body.reports.find((r) => r.id === made.body.report.id)).toMatchObject({ confirmed: true });

    const path = `/api/admin/resource-reports/${made.body.report.id}/resolve`;
    const resolved = await call(path, 'POST', undefined, { token: admin.token });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toEqual({ report: { id: made.body.report.id, status: 'resolved' } });
    expect(await brokenLinkFlag('desmos')).toBe(false);
    const after = await call<Reports>('/api/admin/resource-reports', 'GET', undefined, { token: admin.token });
    expect(after.body.reports.some((r) => r.id === made.body.report.id)).toBe(false);

    expect((await call(path, 'POST', undefined, { token: admin.token })).status).toBe(409);
    expect((await call(confirm, 'POST', undefined, { token: admin.token })).status).toBe(409);
    const unknown = await call('/api/admin/resource-reports/nope/resolve', 'POST', undefined, { token: admin.token });
    expect(unknown.status).toBe(404);
  });

  it('flags the page after 3 distinct reporters, not after 3 reports from one address or one user', async () => {
    const admin = await signUpAdmin();
    const campus = freshAddress();
    for (let i = 0; i < 3; i++) await report({ resourceId: 'wolfram-alpha', reason: 'broken-link' }, campus);
    expect(await brokenLinkFlag('wolfram-alpha')).toBe(false);
    // One signed-in student reporting from two more addresses is still one more reporter.
    const student = await signUp();
    await report({ resourceId: 'wolfram-alpha', reason: 'broken-link' }, freshAddress(), student.token);
    await report({ resourceId: 'wolfram-alpha', reason: 'broken-link' }, freshAddress(), student.token);
    expect(await brokenLinkFlag('wolfram-alpha')).toBe(false);
    // The admin still sees every one of the 5 reports at once.
    const queue = await call<Reports>('/api/admin/resource-reports', 'GET', undefined, { token: admin.token });
    expect(queue.body.reports.filter((r) => r.resourceId === 'wolfram-alpha')).toHaveLength(5);
    await report({ resourceId: 'wolfram-alpha', reason: 'broken-link' }, freshAddress());
    expect(await brokenLinkFlag('wolfram-alpha')).toBe(true);
  });

  it('refuses Confirm broken on another kind of report (409 with a message)', async () => {
    const admin = await signUpAdmin();
    const made = await report({ resourceId: 'geogebra', reason: 'outdated' });
    const path = `/api/admin/resource-reports/${made.body.report.id}/confirm`;
    const refused = await call(path, 'POST', undefined, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe("Only a 'Broken link' report can be confirmed broken.");
  });

  it('does not flag the page for reports of another kind', async () => {
    await report({ resourceId: 'geogebra', reason: 'wrong-category' });
    expect(await brokenLinkFlag('geogebra')).toBe(false);
  });
});
