// GET /api/for-me/resources and the profile's country: a high-school student in Canada keeps what is for
// high-school students anywhere or in Canada and loses U.S.-only graduate resources, on fixtures and the catalog.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '@quadkit/core/catalog/types';
import { call, FIXTURES, insertFixtures, signUpWithProfile } from './eligibility-helpers';
import { signUp } from '../../../tests/workers/session';

type ForMe = { viewer: { studyLevel: string | null; country: string | null } | null; resources: Resource[] };

const idsOf = (body: ForMe) => new Set(body.resources.map((r) => r.id));

beforeAll(insertFixtures);

describe('GET /api/for-me/resources', () => {
  it('keeps what a high-school student in Canada qualifies for and hides U.S.-only graduate resources', async () => {
    const user = await signUpWithProfile({ study_level: 'High School', country: 'CA' });
    const { status, headers, body } = await call<ForMe>('/api/for-me/resources', 'GET', undefined, {
      token: user.token,
    });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('no-store');
    expect(body.viewer).toEqual({ studyLevel: 'High School', country: 'CA' });
    const ids = idsOf(body);
    expect(ids.has('fixture-hs-anywhere')).toBe(true);
    expect(ids.has('fixture-hs-canada')).toBe(true);
    expect(ids.has('fixture-us-graduate')).toBe(false);
    expect(ids.has('fixture-us-high-school')).toBe(false);
    // The seeded catalog: the Presidential Management Fellows (U.S., graduate) and FAFSA (U.S.) go; Common App
    // (open anywhere to applicants) and Khan Academy stay; EduCanada is for students outside Canada.
    expect(ids.has('pmf')).toBe(false);
    expect(ids.has('fafsa')).toBe(false);
    expect(ids.has('educanada')).toBe(false);
    expect(ids.has('common-app')).toBe(true);
    expect(ids.has('khan-academy')).toBe(true);
    const fixture = body.resources.find((r) => r.id === 'fixture-hs-canada');
    expect(fixture?.eligibility).toEqual(FIXTURES['fixture-hs-canada']);
  });

  it('keeps U.S. graduate resources for a graduate student in the U.S.', async () => {
    const user = await signUpWithProfile({ study_level: 'Graduate', country: 'us' });
    const { body } = await call<ForMe>('/api/for-me/resources', 'GET', undefined, { token: user.token });
    expect(body.viewer?.country).toBe('US');
    const ids = idsOf(body);
    expect(ids.has('fixture-us-graduate')).toBe(true);
    expect(ids.has('pmf')).toBe(true);
    expect(ids.has('fixture-hs-canada')).toBe(false);
  });

  it('leaves nothing out for a user without a profile, and answers 401 when signed out', async () => {
    const user = await signUp();
    const { body } = await call<ForMe>('/api/for-me/resources', 'GET', undefined, { token: user.token });
    expect(body.viewer).toBeNull();
    expect(idsOf(body).has('fixture-us-graduate')).toBe(true);
    const signedOut = await call('/api/for-me/resources', 'GET');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error?.message).toBe('Auth session missing!');
  });

  it('puts eligibility on the public resource answers too', async () => {
    const { body } = await call<{ resource: Resource; brokenLinkReported: boolean }>('/api/resources/pmf', 'GET');
    expect(body.resource.eligibility).toMatchObject({ levels: ['graduate'], regions: ['US'] });
    expect(body.brokenLinkReported).toBe(false);
  });
});

describe('the profile country', () => {
  it('stores an ISO code (any case) and clears with null', async () => {
    const user = await signUpWithProfile({ country: 'ca' });
    const read = await call<{ profile: { country: string | null } }>('/api/profile', 'GET', undefined, {
      token: user.token,
    });
    expect(read.body.profile.country).toBe('CA');
    const cleared = await call<{ profile: { country: string | null } }>(
      '/api/profile',
      'PUT',
      { country: null },
      { token: user.token },
    );
    expect(cleared.body.profile.country).toBeNull();
  });

  it('refuses a code that is no country with a 400 naming the field', async () => {
    const user = await signUp();
    for (const country of ['ZZ', 'Canada', 42]) {
      const { status, body } = await call('/api/profile', 'PUT', { country }, { token: user.token });
      expect(status, String(country)).toBe(400);
      expect(body.error?.code).toBe('invalid_request');
      expect(body.error?.issues?.[0]?.path).toBe('country');
    }
  });
});
