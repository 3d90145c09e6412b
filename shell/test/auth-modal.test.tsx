// The sign-in / sign-up modal: opened by the openAuthModal event, native validation, the server's errors in a
// red box, a disabled submit while running, closing (and redirecting) on sign-in, onboarding after sign-up.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { openAuthModal, openOnboarding, type OpenAuthModalDetail } from '@quadkit/core/ui/session-events';
import { Toaster } from '@quadkit/core/ui/toaster';
import { AuthModalHost } from '../src/auth/auth-modal-host';
import { ada, apiError, json, sentBodies, stubApi } from './auth-helpers';

async function openModal(detail: OpenAuthModalDetail = {}) {
  const { store, navigate } = renderHost();
  act(() => openAuthModal(detail));
  const dialog = await screen.findByRole('dialog');
  return { store, navigate, dialog };
}

function renderHost() {
  const store = createStore();
  const navigate = vi.fn();
  render(
    <Provider store={store}>
      <AuthModalHost navigate={navigate} />
      <Toaster />
    </Provider>,
  );
  return { store, navigate };
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('auth modal', () => {
  it('opens in sign-in mode on the openAuthModal event, with a required e-mail field and password', async () => {
    const { dialog } = await openModal();
    expect(within(dialog).getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(password.type).toBe('password');
    expect(password.required).toBe(true);
  });

  it('does not send an empty or malformed form', async () => {
    const fetchMock = stubApi({});
    await openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    fill('not-an-email', 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).validity.typeMismatch).toBe(true);
  });

  it('toggles between sign-in and sign-up with the link', async () => {
    await openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('opens in the mode the event asks for', async () => {
    await openModal({ mode: 'sign-up' });
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });

  it("shows the server's message in a red alert box", async () => {
    stubApi({ 'POST /api/auth/sign-in': () => apiError(401, 'invalid_credentials', 'Invalid login credentials') });
    await openModal();
    fill('ada@example.edu', 'wrong-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid login credentials');
    expect(alert.className).toContain('form-error');
  });

  it('lists every reason of a weak password', async () => {
    const reasons = [
      'Password should be at least 8 characters.',
      'Password should not be only letters; add a digit or a symbol.',
    ];
    stubApi({
      'POST /api/auth/sign-up': () =>
        apiError(400, 'weak_password', `Password is too weak. ${reasons.join(' ')}`, { reasons }),
    });
    await openModal({ mode: 'sign-up' });
    fill('ada@example.edu', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Password is too weak.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(reasons);
  });

  it("says 'An error occurred' when the server gives no message", async () => {
    stubApi({ 'POST /api/auth/sign-in': () => new Response('<h1>Bad gateway</h1>', { status: 502 }) });
    await openModal();
    fill('ada@example.edu', 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred');
  });

  it('disables the submit button while signing in', async () => {
    let answer: ((response: Response) => void) | undefined;
    stubApi({ 'POST /api/auth/sign-in': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await openModal();
    fill('ada@example.edu', 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    // The request leaves once the lazily loaded API client has sent it: answer it only then.
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    await act(async () => answer?.(apiError(401, 'invalid_credentials', 'Invalid login credentials')));
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('signs in, closes and goes to the redirect target', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/sign-in': () => json(200, { user: ada }) });
    const { store, navigate } = await openModal({ redirectTo: '/bulletin-board/submit' });
    fill('ada@example.edu', 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(sessionUserAtom)).toEqual(ada);
    expect(navigate).toHaveBeenCalledWith('/bulletin-board/submit');
    expect(sentBodies(fetchMock, 'POST /api/auth/sign-in')).toEqual([
      { email: 'ada@example.edu', password: 'secret-123' },
    ]);
  });

  it('ignores a redirect to another site', async () => {
    stubApi({ 'POST /api/auth/sign-in': () => json(200, { user: ada }) });
    const { navigate } = await openModal({ redirectTo: '//evil.example/' });
    fill('ada@example.edu', 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not open for a signed-in user, but still follows the redirect', async () => {
    const { store, navigate } = renderHost();
    store.set(sessionUserAtom, ada);
    act(() => openAuthModal({ redirectTo: '/bulletin-board/submit' }));
    expect(navigate).toHaveBeenCalledWith('/bulletin-board/submit');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reopens onboarding for a signed-in user on the openOnboarding event, and never for a visitor', async () => {
    const { store } = renderHost();
    act(() => openOnboarding());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    store.set(sessionUserAtom, ada);
    act(() => openOnboarding());
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Welcome aboard!' })).toBeTruthy();
    expect(within(dialog).getByText('Step 1 of 4')).toBeTruthy();
  });

  it("signs up, then shows 'Welcome aboard!' as the first onboarding step", async () => {
    stubApi({ 'POST /api/auth/sign-up': () => json(201, { user: ada }) });
    const { store } = await openModal({ mode: 'sign-up' });
    fill('ada@example.edu', 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Welcome aboard!' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(store.get(sessionUserAtom)).toEqual(ada);
  });
});
