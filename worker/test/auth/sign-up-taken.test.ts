// Sign-up of a taken e-mail runs the same work as a new one (same PBKDF2 derivations, same statements),
// and the 'Someone tried to sign up' notice reaches one recipient at most 3 times an hour, with the same answer
// to the requester either way.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendJson, sessionCookieOf, signUp, uniqueEmail } from '../../../tests/workers/session';

const SUBJECT = 'Someone tried to sign up to Quadkit with your e-mail';
const PASSWORD = 'amber-kettle-58';

const noticesTo = async (email: string): Promise<number> =>
  (
    await env.DB.prepare('select count(*) as n from dev_mailbox where to_address = ? and subject = ?')
      .bind(email, SUBJECT)
      .first<{ n: number }>()
  )?.n ?? 0;

/**
 * The answer without what differs by chance: the random id, the cookie values, and the clock (a session cookie's
 * Max-Age counts down from its expiry, so a second passing between two answers shows as 2591999; it is compared
 * to the minute).
 */
async function shapeOf(response: Response) {
  const body = (await response.json()) as { user: { id: string; email: string; isAdmin: boolean } };
  return {
    status: response.status,
    user: { ...body.user, id: typeof body.user.id },
    cookies: response.headers
      .getSetCookie()
      .map((line) =>
        line
          .replace(/=[^;]*/, '=…')
          .replace(/Expires=[^;]*/i, 'Expires=…')
          .replace(/Max-Age=(\d+)/i, (_, seconds: string) => `Max-Age≈${Math.round(Number(seconds) / 60)} min`),
      )
      .sort(),
  };
}

describe('the sign-up notice', () => {
  it('mails one recipient at most 3 times an hour, and answers the 4th and later sign-ups exactly the same', async () => {
    const { email } = await signUp();
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await shapeOf(await sendJson('/api/auth/sign-up', 'POST', { email, password: PASSWORD })));
    }
    // A new e-mail's answer, for comparison: the requester cannot tell a taken one, capped or not.
    const fresh = uniqueEmail();
    const freshAnswer = await shapeOf(
      await sendJson('/api/auth/sign-up', 'POST', { email: fresh, password: PASSWORD }),
    );
    for (const answer of answers) expect(answer).toEqual({ ...freshAnswer, user: { ...freshAnswer.user, email } });
    // The mails go out after the answers: wait until the first 3 are there, then a little longer for any 4th.
    for (let i = 0; i < 100 && (await noticesTo(email)) < 3; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    expect(await noticesTo(email)).toBe(3);
    // Another recipient has a cap of its own.
    const other = await signUp();
    await sendJson('/api/auth/sign-up', 'POST', { email: other.email, password: PASSWORD });
    for (let i = 0; i < 100 && (await noticesTo(other.email)) < 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await noticesTo(other.email)).toBe(1);
  });
});

describe('sign-up timing', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The PBKDF2 derivations and the SQL statements one sign-up runs before it answers. */
  async function workOf(email: string) {
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    // A request prepares its statements on its D1 session (read replication), a few on the binding itself.
    const onBinding = vi.spyOn(Object.getPrototypeOf(env.DB), 'prepare');
    const onSession = vi.spyOn(Object.getPrototypeOf(env.DB.withSession('first-unconstrained')), 'prepare');
    const response = await sendJson('/api/auth/sign-up', 'POST', { email, password: PASSWORD });
    expect(response.status).toBe(201);
    expect(sessionCookieOf(response)).toMatch(/^[\w-]{43}$/);
    const pbkdf2 = derive.mock.calls.filter(([algorithm]) => (algorithm as { name: string }).name === 'PBKDF2').length;
    const statements = [...onBinding.mock.calls, ...onSession.mock.calls]
      .map(([query]) => String(query))
      // The notice's own work (its cap and the mail) runs after the answer; it is not the answer's timing.
      .filter((query) => !/dev_mailbox|rate_limit_counters/.test(query));
    vi.restoreAllMocks();
    return { pbkdf2, statements };
  }

  it('runs the same PBKDF2 derivations and the same statements for a taken e-mail as for a new one', async () => {
    const { email } = await signUp();
    const taken = await workOf(email);
    const fresh = await workOf(uniqueEmail());
    expect(fresh.pbkdf2).toBe(1);
    expect(fresh.statements.length).toBeGreaterThan(2);
    expect(taken).toEqual(fresh);
  });
});
