// Signs users up and in against the real worker for tests that need a session, the way a browser
// would: same-origin requests, the qk_session cookie carried by hand.
import { callWorker, ORIGIN } from './call-worker';

export const SESSION_COOKIE = 'qk_session';
export const TEST_PASSWORD = 'correct-horse-42';

let counter = 0;
/** A fresh address per call, so tests in one file never collide. */
export const uniqueEmail = (label = 'student'): string =>
  `${label}-${Date.now().toString(36)}-${++counter}@example.edu`;

/** The qk_session value a response sets ('' when it clears the cookie), or undefined when it sets none. */
export function sessionCookieOf(response: Response): string | undefined {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return line === undefined ? undefined : (line.split(';')[0] ?? '').slice(SESSION_COOKIE.length + 1);
}

export interface SendOptions {
  token?: string;
  origin?: string | null;
  headers?: Record<string, string>;
}

/** A request to the worker with our Origin (unless `origin: null`) and the session cookie when given. */
export function send(
  path: string,
  method: string,
  body?: BodyInit | null,
  options: SendOptions = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.origin !== null) headers.set('Origin', options.origin ?? ORIGIN);
  if (options.token) headers.set('Cookie', `${SESSION_COOKIE}=${options.token}`);
  return callWorker(path, { method, headers, body: body ?? null });
}

export const sendJson = (path: string, method: string, json: unknown, options: SendOptions = {}) =>
  send(path, method, JSON.stringify(json), {
    ...options,
    headers: { 'Content-Type': 'application/json', ...options.headers },
  });

export const getWithSession = (path: string, token?: string) => send(path, 'GET', null, { token, origin: null });

export interface SignedUp {
  email: string;
  password: string;
  token: string;
  user: { id: string; email: string; isAdmin: boolean };
}

export async function signUp(email = uniqueEmail(), password = TEST_PASSWORD): Promise<SignedUp> {
  const response = await sendJson('/api/auth/sign-up', 'POST', { email, password });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const { user } = (await response.json()) as { user: SignedUp['user'] };
  const token = sessionCookieOf(response);
  if (!token) throw new Error('sign-up set no session cookie');
  return { email: user.email, password, token, user };
}

/** Signs in from a given client address (CF-Connecting-IP), with a cookie (the device's, say) when given. */
export const signInFrom = (email: string, password: string, address: string, cookie?: string) =>
  sendJson(
    '/api/auth/sign-in',
    'POST',
    { email, password },
    { headers: { 'CF-Connecting-IP': address, ...(cookie ? { Cookie: cookie } : {}) } },
  );

/** Signs up from a given client address; answers the e-mail and the `qk_device=…` cookie the answer set. */
export async function signUpFrom(address: string, email = uniqueEmail('owner')) {
  const response = await sendJson(
    '/api/auth/sign-up',
    'POST',
    { email, password: TEST_PASSWORD },
    { headers: { 'CF-Connecting-IP': address } },
  );
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const device = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('qk_device='))
    ?.split(';')[0];
  return { email, device };
}
