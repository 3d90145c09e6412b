// The first session check: the app's screens wait for it (no signed-out flash for a signed-in visitor),
// and whatever it answers, or a failure, lets them draw.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSession } from '@quadkit/core/ui/session-api';
import { sessionCheckedAtom, sessionUserAtom, type SessionUser } from '@quadkit/core/ui/session-atoms';
import { checkSession } from '../src/auth/session-bootstrap';
import { SessionGate } from '../src/auth/session-gate';
import { ada, json, stubApi } from './auth-helpers';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('first session check', () => {
  it('draws nothing of the app until the check answers, then the app with the signed-in user', async () => {
    const store = createStore();
    const answer = deferred<SessionUser | null>();
    const done = checkSession(store, () => answer.promise);
    render(
      <Provider store={store}>
        <SessionGate>
          <p>app content</p>
        </SessionGate>
      </Provider>,
    );
    expect(screen.queryByText('app content')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading Quadkit');

    await act(async () => {
      answer.resolve(ada);
      await done;
    });
    expect(screen.getByText('app content')).toBeTruthy();
    expect(store.get(sessionUserAtom)).toEqual(ada);
  });

  it('asks GET /api/auth/session once and reads a signed-out answer as null', async () => {
    const fetchMock = stubApi({ 'GET /api/auth/session': () => json(200, { user: null }) });
    const store = createStore();
    await checkSession(store);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(sessionCheckedAtom)).toBe(true);
  });

  it('passes the signed-in user through from the API', async () => {
    stubApi({ 'GET /api/auth/session': () => json(200, { user: ada }) });
    expect(await fetchSession()).toEqual(ada);
  });

  it('shows the site signed out when the check fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createStore();
    await checkSession(store, () => Promise.reject(new Error('offline')));
    expect(store.get(sessionCheckedAtom)).toBe(true);
    expect(store.get(sessionUserAtom)).toBeNull();
  });

  it('keeps a sign-in that finished while the check was still running', async () => {
    const store = createStore();
    const answer = deferred<SessionUser | null>();
    const done = checkSession(store, () => answer.promise);
    store.set(sessionUserAtom, ada);
    answer.resolve(null);
    await done;
    expect(store.get(sessionUserAtom)).toEqual(ada);
  });
});
