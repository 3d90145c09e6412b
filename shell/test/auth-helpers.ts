// Test helpers for the accounts UI: a fetch stub that answers by "METHOD /path", and sample users and profiles.
import { vi } from 'vitest';
import { emptyProfile, type Profile } from '@quadkit/dashboard/shared/profile';
import type { SessionUser } from '@quadkit/core/ui/session-atoms';
import { stubMatchMedia } from '@quadkit/core/test-utils/dom-stubs';
import { answeringFrom, callsOf, type Handler, json } from '@quadkit/core/test-utils/fetch-stub';

export { type Handler, json };

export const apiError = (status: number, code: string, message: string, extra: object = {}) =>
  json(status, { error: { code, message, ...extra } });

/** Stubs fetch; each call is answered by the handler for "METHOD /path", or fails the test loudly. */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = answeringFrom(handlers);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON bodies sent to "METHOD /path", in order. */
export const sentBodies = (fetchMock: ReturnType<typeof stubApi>, key: string): unknown[] =>
  callsOf(fetchMock, key).map(([, init]) => JSON.parse(String(init?.body)));

export const ada: SessionUser = { id: 'user-ada', email: 'ada@example.edu', isAdmin: false };

export const profileOf = (changes: Partial<Profile> = {}): Profile => ({
  ...emptyProfile(ada.id),
  ...changes,
});

/** jsdom implements neither; the layout's scroll restoration and theme switch call them. */
export function stubLayoutGlobals() {
  vi.stubGlobal('scrollTo', vi.fn());
  stubMatchMedia();
}
