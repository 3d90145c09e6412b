// POST /api/resource-submissions: visitors and users may suggest; every field is checked again on the server;
// duplicates, oversize bodies, bots and the sixth post in an hour are refused with nothing stored.
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/workers/session';
import {
  call,
  countSubmissions,
  freshAddress,
  signUpAdmin,
  storedSubmission,
  submit,
  validSubmission,
} from './helpers';

const PATH = '/api/resource-submissions';

describe('submitting a resource', () => {
  it('stores a visitor suggestion as pending with no user', async () => {
    const input = validSubmission({ email: 'me@example.edu' });
    const { status, body } = await call<{ submission: { id: string; status: string } }>(PATH, 'POST', input);
    expect(status).toBe(201);
    expect(body.submission.status).toBe('pending');
    const row = await storedSubmission(body.submission.id);
    expect(row).toMatchObject({
      name: input.name,
      url: input.url,
      category: 'learning',
      email: 'me@example.edu',
      status: 'pending',
      user_id: null,
      reviewed_by: null,
    });
  });

  it('links a signed-in submitter and lists it in their own submissions only', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const id = await submit({}, alice.token);
    expect((await storedSubmission(id))?.user_id).toBe(alice.user.id);
    const mine = await call<{ submissions: { id: string }[] }>(`${PATH}/mine`, 'GET', undefined, {
      token: alice.token,
    });
    expect(mine.body.submissions.map((s) => s.id)).toEqual([id]);
    const other = await call<{ submissions: { id: string }[] }>(`${PATH}/mine`, 'GET', undefined, {
      token: bob.token,
    });
    expect(other.body.submissions).toEqual([]);
    // An admin's own list is theirs too: review happens in the admin queue, not here.
    const admin = await signUpAdmin();
    const adminMine = await call<{ submissions: { id: string }[] }>(`${PATH}/mine`, 'GET', undefined, {
      token: admin.token,
    });
    expect(adminMine.body.submissions).toEqual([]);
    expect((await call(`${PATH}/mine`, 'GET')).status).toBe(401);
  });

  const badFields: [string, Record<string, unknown>, string][] = [
    ['a one-letter name', { name: 'A' }, 'name'],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'name'],
    ['a 19-character description', { description: 'x'.repeat(19) }, 'description'],
    ['a 1,001-character description', { description: 'x'.repeat(1001) }, 'description'],
    ['a javascript: URL', { url: 'javascript:alert(1)' }, 'url'],
    ['a data: URL', { url: 'data:text/html,<script>alert(1)</script>' }, 'url'],
    ['an ftp: URL', { url: 'ftp://files.example.org' }, 'url'],
    ['a URL longer than 2,048 characters', { url: `https://example.org/${'a'.repeat(2040)}` }, 'url'],
    ['a category not on the list', { category: 'certifications' }, 'category'],
    ['an invalid e-mail', { email: 'not-an-address' }, 'email'],
    ['a missing name', { name: undefined }, 'name'],
  ];
  it.each(badFields)('refuses %s with 400 naming the field, storing nothing', async (_label, patch, field) => {
    const before = await countSubmissions();
    const { status, body } = await call(PATH, 'POST', { ...validSubmission(), ...patch });
    expect(status).toBe(400);
    expect(body.error?.code).toBe('invalid_request');
    expect(body.error?.issues?.map((i) => i.path)).toContain(field);
    expect(await countSubmissions()).toBe(before);
  });

  it('accepts the limits themselves: 2- and 100-character names, 20 and 1,000-character descriptions', async () => {
    await submit({ name: 'ab', description: 'x'.repeat(20) });
    await submit({ name: 'y'.repeat(100), description: 'z'.repeat(1000) });
  });

  it('refuses a 1 MB body with 413 before parsing it', async () => {
    const before = await countSubmissions();
    const big = validSubmission({ description: 'x'.repeat(1024 * 1024) });
    const { status, body } = await call(PATH, 'POST', big);
    expect(status).toBe(413);
    expect(body.error?.code).toBe('payload_too_large');
    expect(await countSubmissions()).toBe(before);
  });

  it('refuses a URL already in the catalog, differing only in case and trailing slash, naming the entry', async () => {
    const before = await countSubmissions();
    const { status, body } = await call(
      PATH,
      'POST',
      validSubmission({ url: 'HTTPS://WWW.NOTION.COM/product/notion-for-education/' }),
    );
    expect(status).toBe(400);
    expect(body.error?.issues?.[0]).toEqual({
      path: 'url',
      message: expect.stringMatching(/already in our catalog as "Notion/),
    });
    expect(await countSubmissions()).toBe(before);
  });

  it('refuses a URL already pending review, differing only in case and trailing slash', async () => {
    const first = validSubmission({ name: 'Flash Deck' });
    await submit(first);
    const before = await countSubmissions();
    const { status, body } = await call(PATH, 'POST', validSubmission({ url: `${first.url.toUpperCase()}/` }));
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(/already been suggested as "Flash Deck"/);
    expect(await countSubmissions()).toBe(before);
  });

  it('answers a filled honeypot as if thanked, storing nothing', async () => {
    const before = await countSubmissions();
    const { status, body } = await call(PATH, 'POST', { ...validSubmission(), website: 'http://spam.example' });
    expect(status).toBe(201);
    expect(body).toEqual({ submission: null });
    expect(await countSubmissions()).toBe(before);
  });

  it('allows 5 an hour per address: the sixth gets 429 with Retry-After and is not stored', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 5; i++) expect((await call(PATH, 'POST', validSubmission(), { ip })).status).toBe(201);
    const before = await countSubmissions();
    const sixth = await call(PATH, 'POST', validSubmission(), { ip });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(sixth.body.error?.code).toBe('rate_limited');
    expect(await countSubmissions()).toBe(before);
    // Another address is not affected.
    expect((await call(PATH, 'POST', validSubmission())).status).toBe(201);
  });
});
