// The shared profile state: loaded once per user, never overwritten by an older answer, gone with the user.
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserQueries } from '@quadkit/core/ui/data/query-cache';
import type { SessionUser } from '@quadkit/core/ui/session-atoms';
import { emptyProfile, type Profile } from '../shared/profile';
import { clearProfileAtom, loadedProfile, loadProfile, setProfileAtom } from '../ui/profile-state';

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
  it('loads once for a user however many ask', async () => {
    const first = loadProfile(ada.id);
    void loadProfile(ada.id);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(loadedProfile(ada.id)).toBeNull();
    answer(json({ profile: profileOf({ major: 'History' }) }));
    await first;
    expect(loadedProfile(ada.id)?.major).toBe('History');
  });

  it('keeps a profile saved while an older load was still on its way', async () => {
    const store = createStore();
    const load = loadProfile(ada.id);
    // The onboarding wizard saves while the header's first load is in flight.
    store.set(setProfileAtom, profileOf({ major: 'Physics', onboarded: true }));
    answer(json({ profile: profileOf() }));
    await load;
    expect(loadedProfile(ada.id)).toMatchObject({ major: 'Physics', onboarded: true });
  });

  it("never shows one user's profile to the next", () => {
    const store = createStore();
    store.set(setProfileAtom, profileOf({ major: 'History' }));
    browserQueries.setViewer('user-bob');
    expect(loadedProfile(ada.id)).toBeNull();
    expect(loadedProfile('user-bob')).toBeNull();
  });

  it('is forgotten at sign-out', () => {
    const store = createStore();
    store.set(setProfileAtom, profileOf({ major: 'History' }));
    store.set(clearProfileAtom);
    expect(loadedProfile(ada.id)).toBeNull();
  });
});
