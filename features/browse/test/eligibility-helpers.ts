// Fixtures for the eligibility and report worker tests: resources with known eligibility inserted into D1, a
// user with a profile set through the real API, admins, and requests from an address of their own.
import { env } from 'cloudflare:workers';
import type { Eligibility } from '@quadkit/core/catalog/eligibility/rule';
import { call } from '../../../tests/workers/api-calls';
import { signUp, type SignedUp } from '../../../tests/workers/session';

export { type Answer, call, freshAddress, signUpAdmin } from '../../../tests/workers/api-calls';

const open = (levels: Eligibility['levels'], regions: string[]): Eligibility => ({
  levels,
  regions,
  eduEmail: false,
  cost: 'free',
});

/** Four fixture resources: two a Canadian high-school student qualifies for, two they do not. */
export const FIXTURES = {
  'fixture-hs-anywhere': open(['high-school', 'undergraduate'], ['international']),
  'fixture-hs-canada': open(['high-school'], ['CA']),
  'fixture-us-graduate': open(['graduate'], ['US']),
  'fixture-us-high-school': open(['high-school'], ['US']),
} as const;

export async function insertFixtures(): Promise<void> {
  const statements = Object.entries(FIXTURES).map(([id, eligibility], i) =>
    env.DB.prepare(
      `insert into resources (id, title, description, category, tags, url, image, eligibility, position)
       values (?, ?, 'A fixture resource for eligibility tests.', 'research', '[]', ?, '/images/x.svg', ?, ?)
       on conflict (id) do nothing`,
    ).bind(id, `Fixture ${id}`, `https://${id}.example`, JSON.stringify(eligibility), 10_000 + i),
  );
  await env.DB.batch(statements);
}

/** A new user whose profile is saved through PUT /api/profile. */
export async function signUpWithProfile(profile: Record<string, unknown>): Promise<SignedUp> {
  const user = await signUp();
  const saved = await call('/api/profile', 'PUT', profile, { token: user.token });
  if (saved.status !== 200) throw new Error(`profile answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  return user;
}
