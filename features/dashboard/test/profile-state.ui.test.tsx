// The shared profile state: loaded once per user, never overwritten by an older answer, gone with the user.
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUserAtom, type SessionUser } from '@quadkit/core/ui/session-atoms';
import { emptyProfile, type Profile } from '../shared/profile';
import { loadProfileAtom, profileAtom, profileStateAtom, setProfileAtom } from '../ui/profile-state';

const ada: SessionUser = { id: 'user-ada', email: 'ada@example.edu', isAdmin: false };
const profileOf = (changes: Partial<Profile> = {}): Profile => ({
  ...emptyProfile(ada.id),
  ...changes,
});
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

let answer: (response: Response) => void;
const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('profile state', () => {
  it('is signed-out without a user and loads once for a user', async () => {
    const store = createStore();
    expect(store.get(profileStateAtom)).toEqual({ status: 'signed-out' });
    store.set(sessionUserAtom, ada);
    const first = store.set(loadProfileAtom);
    void store.set(loadProfileAtom);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.get(profileStateAtom)).toEqual({ status: 'loading' });
    answer(json({ profile: profileOf({ major: 'History' }) }));
    await first;
    expect(store.get(profileAtom)?.major).toBe('History');
  });

  it('keeps a profile saved while an older load was still on its way', async () => {
    const store = createStore();
    store.set(sessionUserAtom, ada);
    const load = store.set(loadProfileAtom);
    // The onboarding wizard saves while the header's first load is in flight.
    store.set(setProfileAtom, profileOf({ major: 'Physics', onboarded: true }));
    answer(json({ profile: profileOf() }));
    await load;
    expect(store.get(profileAtom)).toMatchObject({ major: 'Physics', onboarded: true });
  });

  it("never shows one user's profile to the next", () => {
    const store = createStore();
    store.set(sessionUserAtom, ada);
    store.set(setProfileAtom, profileOf({ major: 'History' }));
    store.set(sessionUserAtom, { id: 'user-bob', email: 'bob@example.edu', isAdmin: false });
    expect(store.get(profileAtom)).toBeNull();
    expect(store.get(profileStateAtom)).toEqual({ status: 'loading' });
  });
});
