// The profile API: each user reads and writes only their own preferences, and bad values are refused.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { callWorker } from '../../../tests/workers/call-worker';
import { getWithSession, sendJson, signUp } from '../../../tests/workers/session';
import type { ProfileResponse } from '../shared/profile';

const year = new Date().getUTCFullYear();

const getProfile = async (token: string) => {
  const response = await getWithSession('/api/profile', token);
  return { status: response.status, body: (await response.json()) as ProfileResponse };
};

const putProfile = async (token: string, changes: unknown) => {
  const response = await sendJson('/api/profile', 'PUT', changes, { token });
  return { status: response.status, body: (await response.json()) as ProfileResponse & ApiErrorBody };
};

describe('GET /api/profile', () => {
  it('answers 401 "Auth session missing!" when signed out', async () => {
    const response = await callWorker('/api/profile');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Auth session missing!' } });
  });

  it('gives a new user the defaults', async () => {
    const { token, user } = await signUp();
    const { status, body } = await getProfile(token);
    expect(status).toBe(200);
    expect(body.profile).toEqual({
      user_id: user.id,
      display_name: null,
      study_level: null,
      major: null,
      study_goals: [],
      avatar_url: null,
      interests: [],
      graduation_year: null,
      country: null,
      onboarded: false,
      locale: null,
      updated_at: null,
    });
  });
});

describe('PUT /api/profile', () => {
  it('saves the onboarding answers and returns the row', async () => {
    const { token, user } = await signUp();
    const { status, body } = await putProfile(token, {
      study_level: 'undergraduate',
      major: '  Computer Science ',
      interests: ['AI Tools', 'research', 'AI Tools'],
      study_goals: ['career_preparation', 'research'],
      graduation_year: year + 4,
      onboarded: true,
    });
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({
      user_id: user.id,
      study_level: 'Undergraduate',
      major: 'Computer Science',
      interests: ['AI Tools', 'Research'],
      study_goals: ['career_preparation', 'research'],
      graduation_year: year + 4,
      onboarded: true,
      avatar_url: null,
    });
    expect(Date.parse(body.profile.updated_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await getProfile(token)).body).toEqual(body);
  });

  it('changes only the fields sent, and null clears a field', async () => {
    const { token } = await signUp();
    await putProfile(token, { study_level: 'phd', major: 'Biology', graduation_year: year });
    const { body } = await putProfile(token, { major: null, study_level: 'High School' });
    expect(body.profile).toMatchObject({ study_level: 'High School', major: null, graduation_year: year });
  });

  it('saves a display name trimmed (inner spaces made one), and an empty one clears it', async () => {
    const { token } = await signUp();
    expect((await putProfile(token, { display_name: '  Ada   Lovelace ' })).body.profile.display_name).toBe(
      'Ada Lovelace',
    );
    expect((await putProfile(token, { major: 'Maths' })).body.profile.display_name).toBe('Ada Lovelace');
    expect((await putProfile(token, { display_name: '   ' })).body.profile.display_name).toBeNull();
  });

  it('keeps each user to their own profile', async () => {
    const alice = await signUp();
    const bob = await signUp();
    await putProfile(alice.token, { major: 'History' });
    await putProfile(bob.token, { major: 'Physics' });
    const aliceView = await getProfile(alice.token);
    const bobView = await getProfile(bob.token);
    expect(aliceView.body.profile).toMatchObject({ user_id: alice.user.id, major: 'History' });
    expect(bobView.body.profile).toMatchObject({ user_id: bob.user.id, major: 'Physics' });
    // A user_id in the body is not a way into someone else's row.
    const sneaky = await putProfile(bob.token, { user_id: alice.user.id, major: 'Sneaky' });
    expect(sneaky.status).toBe(400);
    expect((await getProfile(alice.token)).body.profile.major).toBe('History');
  });

  it('answers 401 when signed out', async () => {
    const response = await sendJson('/api/profile', 'PUT', { major: 'Art' });
    expect(response.status).toBe(401);
  });

  it.each([
    [{ study_level: 'Wizard' }, /^study_level: 'Wizard' is not a known study level/],
    [{ major: 'x'.repeat(101) }, /^major: A major is at most 100 characters\.$/],
    [{ study_goals: ['world_domination'] }, /^study_goals\.0: 'world_domination' is not a known study goal/],
    [{ interests: ['Basket Weaving'] }, /^interests\.0: 'Basket Weaving' is not a known interest/],
    [{ graduation_year: year - 1 }, new RegExp(`^graduation_year: Choose a year from ${year} to ${year + 10}\\.$`)],
    [{ graduation_year: year + 11 }, /^graduation_year: Choose a year/],
    [{ graduation_year: 2030.5 }, /^graduation_year: Enter a whole year/],
    [{ onboarded: 'yes' }, /^onboarded: onboarded is true or false\.$/],
    [{ avatar_url: 'https://evil.example/a.png' }, /avatar_url/],
    [{ display_name: 'A' }, /^display_name: A display name is at least 2 characters\.$/],
    [{ display_name: 'x'.repeat(41) }, /^display_name: A display name is at most 40 characters\.$/],
    [{ display_name: 'ada@example.edu' }, /^display_name: A display name cannot contain an e-mail address/],
    [{ display_name: 'Ada (ada.dev)' }, /^display_name: A display name cannot contain a web address\.$/],
    [{ display_name: 'see https://x.io' }, /^display_name: A display name cannot contain a web address\.$/],
  ])('refuses %j with a 400 naming the field', async (changes, message) => {
    const { token } = await signUp();
    const { status, body } = await putProfile(token, changes);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toMatch(message);
  });
});
