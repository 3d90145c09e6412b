// The dashboard's Danger Zone: the confirm dialog, 'Deleting...', and the spec's outcomes for success,
// failure and a missing session.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { loadedProfile } from '../ui/profile-state';
import { ada, callsTo, handlers, json, renderDashboard, resetHarness, toastText } from './dashboard-harness';

beforeEach(resetHarness);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Danger Zone', () => {
  async function openConfirm() {
    const rendered = renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    return { ...rendered, dialog };
  }

  it('explains what is removed before anything is deleted', async () => {
    const { dialog } = await openConfirm();
    expect(dialog.textContent).toContain('permanently deletes your account');
    expect(dialog.textContent).toContain('profile photo');
    expect(dialog.textContent).toContain('toolkits');
    expect(callsTo('DELETE /api/account')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("shows 'Deleting...' while busy, then signs out, goes home and confirms", async () => {
    let answer: ((response: Response) => void) | undefined;
    handlers['DELETE /api/account'] = () => new Promise<Response>((resolve) => (answer = resolve));
    const { dialog, store, router } = await openConfirm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const busy = await within(dialog).findByRole('button', { name: 'Deleting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    // The request leaves once the lazily loaded API client has sent it: answer it only then.
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    await act(async () => answer?.(json(200, { success: true })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(loadedProfile(ada.id)).toBeNull();
    expect(toastText()).toContain('Success: Your account has been permanently deleted.');
  });

  const serverError = 'Failed to delete account. Please try again.';
  const offline = 'Could not reach the server. Check your connection and try again.';
  it.each([
    [
      'the server error field',
      () => json(500, { success: false, error: serverError }),
      `Account deletion failed: ${serverError}`,
    ],
    [
      'no error field',
      () => new Response('oops', { status: 502 }),
      'Account deletion failed: Failed to delete account',
    ],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      `Account deletion failed: ${offline}`,
    ],
  ])('reports a failure with %s and stays signed in', async (_label, respond, message) => {
    handlers['DELETE /api/account'] = respond;
    const { dialog, store } = await openConfirm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(toastText()).toContain(`Error: ${message}`));
    expect(store.get(sessionUserAtom)).toEqual(ada);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("says 'You must be signed in to delete your account.' when there is no session", async () => {
    handlers['DELETE /api/account'] = () => json(401, { success: false, error: 'Auth session missing!' });
    const { dialog, store } = await openConfirm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(toastText()).toContain('Error: You must be signed in to delete your account.'));
    expect(store.get(sessionUserAtom)).toBeNull();
  });
});
