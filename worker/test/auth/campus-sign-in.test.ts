// A shared campus address cannot be turned against its own users. A known device or the account's own
// recent address keeps signing in while strangers on the same address are limited (decision record 0016).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  CAMPUS_DEFAULTS,
  campusPassed,
  formatCampusReport,
  runCampusScenario,
} from '../../../tests/workers/campus-scenario';
import { sendJson, signInFrom, signUpFrom, TEST_PASSWORD, uniqueEmail } from '../../../tests/workers/session';

describe('sign-in limits on a shared address', () => {
  it('the reported case: 21 sign-ins for unknown e-mails from 10.40.0.1 do not lock its owner out', async () => {
    const { email, device } = await signUpFrom('10.40.0.1');
    for (let i = 0; i < 21; i++) {
      expect((await signInFrom(uniqueEmail(`typo${i}`), 'some-password-1', '10.40.0.1')).status).toBe(401);
    }
    expect((await signInFrom(email, TEST_PASSWORD, '10.40.0.1', device)).status).toBe(200);
  });

  it("keeps a known device and the account's own address working after 30 guesses from strangers there", async () => {
    const campus = '10.41.0.1';
    const onDevice = await signUpFrom('10.41.9.1');
    const onCampus = await signUpFrom(campus);
    const stranger = await signUpFrom('10.41.9.2');
    // An attacker on the campus address guesses for six other accounts until the address refuses strangers.
    const victims = await Promise.all(Array.from({ length: 6 }, (_, i) => signUpFrom(`10.41.8.${i + 1}`)));
    const statuses: number[] = [];
    for (const victim of victims) {
      for (let g = 0; g < 6; g++) statuses.push((await signInFrom(victim.email, `guess-${g}-x`, campus)).status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    // Strangers are limited now, whatever the e-mail, registered or not, right password or not.
    expect((await signInFrom(stranger.email, TEST_PASSWORD, campus)).status).toBe(429);
    expect((await signInFrom(uniqueEmail('nobody'), 'whatever-12', campus)).status).toBe(429);
    // Its own users are not: the device it signed in with, and the address it signed up from.
    expect((await signInFrom(onDevice.email, TEST_PASSWORD, campus, onDevice.device)).status).toBe(200);
    expect((await signInFrom(onCampus.email, TEST_PASSWORD, campus)).status).toBe(200);
    // Elsewhere the stranger signs in as usual.
    expect((await signInFrom(stranger.email, TEST_PASSWORD, '10.41.9.2')).status).toBe(200);
  });

  it('counts failures for unknown e-mails only in a far larger address budget (300)', async () => {
    const address = '10.42.0.1';
    const first = await signUpFrom('10.42.9.1');
    const second = await signUpFrom('10.42.9.2');
    for (let i = 0; i < 60; i++) {
      expect((await signInFrom(uniqueEmail(`typo${i}`), 'some-password-1', address)).status).toBe(401);
    }
    // A stranger with the right password still gets in: typos for unknown e-mails are not guesses.
    expect((await signInFrom(first.email, TEST_PASSWORD, address)).status).toBe(200);
    // At 300 (the counter set there rather than sending 240 more), strangers there are refused.
    await env.DB.prepare('update sign_in_counters set hits = 300 where hits = 60').run();
    expect((await signInFrom(second.email, TEST_PASSWORD, address)).status).toBe(429);
  });

  it('trusts an address only for 30 days after the account last signed in there', async () => {
    const { email } = await signUpFrom('10.43.0.1');
    for (let i = 0; i < 5; i++) await signInFrom(email, `wrong-${i}-x`, `10.43.9.${i + 1}`);
    expect((await signInFrom(email, TEST_PASSWORD, '10.43.0.1')).status).toBe(200);
    await env.DB.prepare(
      `update trusted_sign_ins set last_used_at = last_used_at - ${31 * 24 * 3600 * 1000}
       where user_id = (select id from users where email = ?)`,
    )
      .bind(email)
      .run();
    // A month later the address is a stranger's again, and the stranger counter is full.
    expect((await signInFrom(email, TEST_PASSWORD, '10.43.0.1')).status).toBe(429);
  });

  it('300 students behind one address with 5 % typos and an attacker there: none locked out, at most 5 guesses evaluated per account', async () => {
    const post = (path: string, body: unknown, headers: Record<string, string>) =>
      sendJson(path, 'POST', body, { headers });
    const report = await runCampusScenario(post, CAMPUS_DEFAULTS);
    console.log(formatCampusReport(report));
    expect(report.unexpected).toEqual([]);
    expect(report.lockedOut).toEqual([]);
    expect(report.typos).toBe(15);
    const evaluated = [...report.attackerEvaluated.values()];
    expect(evaluated).toHaveLength(5);
    // Each targeted account had its password checked 5 times, no more: the limit, not a refusal of everything.
    expect(evaluated.every((n) => n === 5)).toBe(true);
    expect(report.attackerRefused).toBe(5 * (CAMPUS_DEFAULTS.guessesPerTarget - 5));
    // The same figure from the failure log: one row per evaluated wrong password.
    for (const [email, n] of report.attackerEvaluated) {
      const row = await env.DB.prepare('select count(*) as n from sign_in_failures where email = ?')
        .bind(email)
        .first<{ n: number }>();
      expect(row?.n).toBe(n);
    }
    expect(campusPassed(report)).toBe(true);
  }, 600_000);
});
