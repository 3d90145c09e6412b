// The header's user menu: Sign In signed out; signed in, an avatar button disclosing the e-mail, the
// 'study level · major' line, a Profile Dashboard link and Sign Out.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@quadkit/dashboard/shared/profile';
import { loadedProfile } from '../../features/dashboard/ui/profile-state';
import { sessionCheckedAtom, sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { Toaster } from '@quadkit/core/ui/toaster';
import { routes } from '../src/app/routes';
import { ada, json, profileOf, stubApi, stubLayoutGlobals, type Handler } from './auth-helpers';

let signOut: Handler;
let fetchMock: ReturnType<typeof stubApi>;

function renderSignedIn(profile: Profile | null, path = '/', user = ada) {
  fetchMock = stubApi({
    'GET /api/profile': () => (profile ? json(200, { profile }) : new Promise<Response>(() => {})),
    'POST /api/auth/sign-out': (init) => signOut(init),
  });
  const store = createStore();
  store.set(sessionCheckedAtom, true);
  store.set(sessionUserAtom, user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>,
  );
  return { store, router };
}

const menuButton = () => screen.findByRole('button', { name: 'Account menu for ada@example.edu' });

beforeEach(() => {
  stubLayoutGlobals();
  signOut = () => json(200, { success: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('user menu', () => {
  it('shows nothing while the session is unknown, then a Sign In button when signed out', async () => {
    stubApi({});
    const store = createStore();
    render(
      <Provider store={store}>
        <RouterProvider router={createMemoryRouter(routes)} />
      </Provider>,
    );
    // A page the worker rendered, before the session check answers: the slot is there, empty.
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.user-menu')?.childElementCount).toBe(0);
    act(() => store.set(sessionCheckedAtom, true));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it("shows the e-mail's first letter, upper case, while there is no avatar", async () => {
    renderSignedIn(profileOf());
    expect((await menuButton()).textContent).toBe('A');
  });

  it('shows the avatar image once the profile has one', async () => {
    renderSignedIn(profileOf({ avatar_url: '/api/avatars/user-ada-0123.png' }));
    const button = await menuButton();
    await waitFor(() =>
      expect(button.querySelector('img')?.getAttribute('src')).toBe('/api/avatars/user-ada-0123.png'),
    );
  });

  it('discloses the e-mail, study level · major and the Profile Dashboard link', async () => {
    renderSignedIn(profileOf({ study_level: 'Undergraduate', major: 'Computer Science' }));
    const button = await menuButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain('ada@example.edu');
    expect(await screen.findByText('Undergraduate · Computer Science')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it("lists 'Admin' (to /admin) for an admin only", async () => {
    renderSignedIn(profileOf(), '/', { ...ada, isAdmin: true });
    fireEvent.click(await menuButton());
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    cleanup();
    renderSignedIn(profileOf());
    fireEvent.click(await menuButton());
    expect(screen.getByRole('link', { name: 'Profile Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('shows the study level alone when no major is set', async () => {
    renderSignedIn(profileOf({ study_level: 'Graduate' }));
    const button = await menuButton();
    fireEvent.click(button);
    const line = await screen.findByText('Graduate');
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.contains(line)).toBe(true);
  });

  it('closes on Escape, returning focus to the button, and on a click outside', async () => {
    renderSignedIn(profileOf());
    const button = await menuButton();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus moves on past the menu, but not when a click takes focus nowhere', async () => {
    renderSignedIn(profileOf());
    const button = await menuButton();
    fireEvent.click(button);
    fireEvent.blur(button, { relatedTarget: null });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(button, { relatedTarget: screen.getByRole('link', { name: 'Quadkit' }) });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('signs out: POSTs sign-out, forgets the user and profile, says so, and stays on the page', async () => {
    const { store, router } = renderSignedIn(profileOf({ major: 'History' }), '/no/such/page');
    fireEvent.click(await menuButton());
    await waitFor(() => expect(loadedProfile(ada.id)).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(loadedProfile(ada.id)).toBeNull();
    expect(screen.getByText('You have been signed out.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it('leaves the dashboard for / when signing out there', async () => {
    const { router } = renderSignedIn(profileOf(), '/dashboard');
    // Once the dashboard has drawn, as a student would see it. In one CI run the menu, opened while the dashboard
    // was still loading, was found closed when Sign Out was looked for.
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(await menuButton());
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('stays signed in and says why when the sign-out request fails', async () => {
    signOut = () => Promise.reject(new TypeError('Failed to fetch'));
    const { store } = renderSignedIn(profileOf());
    fireEvent.click(await menuButton());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Out' })));
    expect(await screen.findByText(/Sign out failed: Could not reach the server/)).toBeTruthy();
    expect(store.get(sessionUserAtom)).toEqual(ada);
  });
});
