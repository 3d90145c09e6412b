// A signed-in API session for e2e tests that need an account but no browser: signs up through the real worker
// and sends JSON with the session cookie and the same-origin header the API's CSRF check wants.
import { expect } from 'vitest';

export interface ApiSession {
  email: string;
  cookie: string;
  /** Sends `body` as JSON with the session; answers the response as is. */
  send: (method: string, path: string, body?: unknown) => Promise<Response>;
}

export async function signUpSession(baseURL: string, label: string): Promise<ApiSession> {
  const origin = new URL(baseURL).origin;
  const request = (method: string, path: string, body: unknown, cookie?: string) =>
    fetch(`${baseURL}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const email = `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.edu`;
  const signUp = await request('POST', '/api/auth/sign-up', { email, password: 'correct-horse-42' });
  expect(signUp.status, 'sign-up').toBe(201);
  const line = signUp.headers.getSetCookie().find((c) => c.startsWith('qk_session='));
  if (!line) throw new Error('sign-up set no session cookie');
  const cookie = line.split(';')[0] ?? line;
  return { email, cookie, send: (method, path, body) => request(method, path, body, cookie) };
}
