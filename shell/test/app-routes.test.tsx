// The shell's route tree: home hero, the 404 page for unknown paths, and the header's Sign In event.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionCheckedAtom, sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { routes } from '../src/app/routes';
import { stubLayoutGlobals } from './auth-helpers';

/** A store after the app's first session check (the header shows Sign In only once the session is known). */
function checkedStore() {
  const store = createStore();
  store.set(sessionCheckedAtom, true);
  return store;
}

function renderAt(path: string, store = checkedStore()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(() => {
  stubLayoutGlobals();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('app routes', () => {
  it('shows the hero with a Browse Resources link on /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources for Students' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Resources' }).getAttribute('href')).toBe('/browse');
    expect(screen.getByRole('link', { name: 'Quadkit' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('shows "Page not found" with a link home for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('fires openAuthModal from the Sign In button', async () => {
    const opened = vi.fn();
    window.addEventListener('openAuthModal', opened);
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener('openAuthModal', opened);
  });

  it('points the bottom nav Account tab at /saved when signed out and /dashboard when signed in', async () => {
    renderAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/saved');
    cleanup();

    const store = createStore();
    store.set(sessionUserAtom, { id: 'u1', email: 'ada@example.edu', isAdmin: false });
    renderAt('/', store);
    const signedInNav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(signedInNav).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/dashboard');
  });
});
