// Cross-site request protection: mutating /api/* requests must come from our own origin.
import { describe, expect, it } from 'vitest';
import { callWorker } from '../../../tests/workers/call-worker';
import { send, sendJson, signUp, TEST_PASSWORD, uniqueEmail } from '../../../tests/workers/session';

const refusal = {
  error: {
    code: 'cross_site_request',
    message: 'This request was refused because it did not come from this site. Reload the page and try again.',
  },
};

describe('cross-site requests', () => {
  it('refuses a POST whose Origin is another site, with 403 in the API error shape', async () => {
    const response = await sendJson(
      '/api/auth/sign-up',
      'POST',
      { email: uniqueEmail(), password: TEST_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(refusal);
  });

  it('refuses a form-encoded POST from another site too', async () => {
    const response = await send('/api/auth/sign-in', 'POST', 'email=a%40b.edu&password=x', {
      origin: 'https://evil.example',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(403);
  });

  it('refuses a mutating request with no Origin at all', async () => {
    const response = await sendJson(
      '/api/auth/sign-in',
      'POST',
      { email: uniqueEmail(), password: 'x' },
      { origin: null },
    );
    expect(response.status).toBe(403);
  });

  it('refuses a cross-site PUT and DELETE even with a valid session cookie', async () => {
    const { token } = await signUp();
    const put = await sendJson('/api/profile', 'PUT', { major: 'Hacking' }, { token, origin: 'https://evil.example' });
    expect(put.status).toBe(403);
    const del = await send('/api/account', 'DELETE', null, { token, origin: 'http://localhost:9999' });
    expect(del.status).toBe(403);
    // The account is still there.
    expect((await send('/api/profile', 'GET', null, { token })).status).toBe(200);
  });

  it('allows the same request from our own origin', async () => {
    const response = await sendJson('/api/auth/sign-up', 'POST', { email: uniqueEmail(), password: TEST_PASSWORD });
    expect(response.status).toBe(201);
  });

  it('leaves reads alone: a GET needs no Origin', async () => {
    const response = await callWorker('/api/auth/session', { headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(200);
  });
});
