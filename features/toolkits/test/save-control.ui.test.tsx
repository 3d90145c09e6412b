// The save control signed out (local storage and the sign-in prompt) and signed in (optimistic saves with
// rollback), its tooltips, and the sign-in sync that pushes local bookmarks without losing any.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '@quadkit/core/test-utils/dom-stubs';
import { sessionCheckedAtom, sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { browserQueries } from '@quadkit/core/ui/data/query-cache';
import { LOCAL_BOOKMARKS_KEY, readLocalBookmarks } from '../ui/bookmarks/local-bookmarks';
import { SaveButton } from '../ui/bookmarks/save-button';
import { savedKey } from '../ui/bookmarks/saved-items';
import { preloadSaveTooltip } from '../ui/bookmarks/save-tooltip-loader';
import {
  ada,
  apiError,
  callsTo,
  deferred,
  handlers,
  json,
  renderApp,
  resetHarness,
  resource,
  sentBodies,
  tearDownHarness,
  toastText,
} from './ui-harness';

const control = <SaveButton itemId="notion" type="resource" title="Notion" />;
const both = (
  <>
    {control}
    <SaveButton itemId="research-toolkit" type="toolkit" title="Research" />
  </>
);
const saveButton = () => screen.getByRole('button', { name: 'Save item' });
const removeButton = () => screen.getByRole('button', { name: 'Remove from saved items' });
const savedNotion = {
  id: 'b1',
  resourceId: 'notion',
  type: 'resource',
  createdAt: '2026-01-01T00:00:00.000Z',
  item: resource('notion'),
};

beforeAll(async () => {
  // Loaded up front so the control is drawn with its tooltip from the start.
  await preloadSaveTooltip();
});
beforeEach(() => {
  resetHarness();
  stubResizeObserver();
});
afterEach(tearDownHarness);

describe('save control signed out', () => {
  it('saves to local storage and asks to sign in, without calling the API', async () => {
    renderApp({ user: null, children: control });
    fireEvent.click(saveButton());
    expect(removeButton()).toBeTruthy();
    expect(readLocalBookmarks()).toEqual([{ resourceId: 'notion', type: 'resource', createdAt: expect.any(String) }]);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save resources' });
    expect(
      within(dialog).getByText('Create an account or sign in to start saving your favorite resources and toolkits.'),
    ).toBeTruthy();
    expect(callsTo('POST /api/bookmarks')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the prompt on Sign In and opens the auth modal', async () => {
    const opened = vi.fn();
    window.addEventListener('openAuthModal', opened);
    renderApp({ user: null, children: control });
    fireEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save resources' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect((opened.mock.calls[0]![0] as CustomEvent).detail).toEqual({ mode: 'sign-in' });
    window.removeEventListener('openAuthModal', opened);
  });

  it('removes a local bookmark without asking to sign in', async () => {
    localStorage.setItem(
      LOCAL_BOOKMARKS_KEY,
      JSON.stringify([{ resourceId: 'notion', type: 'resource', createdAt: '2026-01-01T00:00:00Z' }]),
    );
    renderApp({ user: null, children: control });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from saved items' }));
    expect(saveButton()).toBeTruthy();
    expect(readLocalBookmarks()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'Save for later', then 'Remove from saved', as its tooltip", async () => {
    renderApp({ user: null, children: control });
    fireEvent.focus(saveButton());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Save for later');
    fireEvent.click(saveButton());
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.blur(removeButton());
    fireEvent.focus(removeButton());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Remove from saved');
  });

  it('waits 700 ms before showing the tooltip to a pointer', async () => {
    renderApp({ user: null, children: control });
    fireEvent.pointerMove(saveButton(), { pointerType: 'mouse' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect((await screen.findByRole('tooltip', {}, { timeout: 1000 })).textContent).toBe('Save for later');
  });
});

describe('save control signed in', () => {
  it("shows the server's saved state once the bookmarks load", async () => {
    handlers['GET /api/bookmarks'] = () => json(200, { bookmarks: [savedNotion] });
    renderApp({ children: control });
    expect(await screen.findByRole('button', { name: 'Remove from saved items' })).toBeTruthy();
  });

  it('saves with POST /api/bookmarks, flipping at once and disabled until the answer, keeping focus', async () => {
    const post = deferred();
    handlers['POST /api/bookmarks'] = post.handler;
    renderApp({ children: control });
    await waitFor(() => expect(callsTo('GET /api/bookmarks')).toHaveLength(1));
    saveButton().focus();
    fireEvent.click(saveButton());
    expect(removeButton().getAttribute('aria-disabled')).toBe('true');
    // A keyboard user stays on the control (a disabled button would drop focus to the page).
    expect(document.activeElement).toBe(removeButton());
    fireEvent.click(removeButton());
    expect(sentBodies('POST /api/bookmarks')).toEqual([{ resourceId: 'notion', type: 'resource' }]);
    expect(callsTo('DELETE /api/bookmarks/resource/notion')).toHaveLength(0);
    await act(async () => post.answer(json(201, { created: true, bookmark: savedNotion })));
    expect(removeButton().getAttribute('aria-disabled')).toBeNull();
    expect(readLocalBookmarks()).toEqual([]);
  });

  it('clicked before the session check answers, saves to the account once it does, and asks no one to sign in', async () => {
    handlers['POST /api/bookmarks'] = () => json(201, { created: true, bookmark: savedNotion });
    const { store } = renderApp({ children: control });
    await waitFor(() => expect(callsTo('GET /api/bookmarks')).toHaveLength(1));
    // As on a page the worker rendered: on screen, the session not known yet.
    act(() => {
      store.set(sessionUserAtom, null);
      store.set(sessionCheckedAtom, false);
    });
    fireEvent.click(saveButton());
    expect(callsTo('POST /api/bookmarks')).toHaveLength(0);
    expect(readLocalBookmarks()).toEqual([]);
    act(() => {
      store.set(sessionUserAtom, ada);
      store.set(sessionCheckedAtom, true);
    });
    await waitFor(() =>
      expect(sentBodies('POST /api/bookmarks')).toEqual([{ resourceId: 'notion', type: 'resource' }]),
    );
    expect(await screen.findByRole('button', { name: 'Remove from saved items' })).toBeTruthy();
    expect(readLocalBookmarks()).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Sign in to save resources' })).toBeNull();
  });

  it('rolls a failed save back and says so in a toast', async () => {
    handlers['POST /api/bookmarks'] = () => apiError(500, 'internal_error', 'Something went wrong on our side.');
    renderApp({ children: control });
    await waitFor(() => expect(callsTo('GET /api/bookmarks')).toHaveLength(1));
    fireEvent.click(saveButton());
    await waitFor(() => expect(toastText()).toEqual(['Error: Couldn\'t save "Notion". Please try again.']));
    expect(saveButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('rolls a failed removal back and says so in a toast', async () => {
    handlers['GET /api/bookmarks'] = () => json(200, { bookmarks: [savedNotion] });
    handlers['DELETE /api/bookmarks/resource/notion'] = () => apiError(503, 'unavailable', 'Try again later.');
    renderApp({ children: control });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from saved items' }));
    await waitFor(() =>
      expect(toastText()).toEqual(['Error: Couldn\'t remove "Notion" from saved. Please try again.']),
    );
    expect(removeButton()).toBeTruthy();
  });

  it('keeps a save shown when it lands before the saved list, whose first answer predates it', async () => {
    const list = deferred();
    handlers['GET /api/bookmarks'] = list.handler;
    handlers['POST /api/bookmarks'] = () => json(201, { created: true, bookmark: savedNotion });
    renderApp({ children: control });
    await waitFor(() => expect(callsTo('GET /api/bookmarks')).toHaveLength(1));
    fireEvent.click(saveButton());
    await waitFor(() => expect(callsTo('POST /api/bookmarks')).toHaveLength(1));
    // The list asked before the save answers without it; the server has it by now.
    handlers['GET /api/bookmarks'] = () => json(200, { bookmarks: [savedNotion] });
    await act(async () => list.answer(json(200, { bookmarks: [] })));
    await waitFor(() => expect(removeButton().getAttribute('aria-busy')).toBeNull());
    expect(removeButton()).toBeTruthy();
    expect(callsTo('GET /api/bookmarks')).toHaveLength(2);
  });

  it('keeps a save shown when the saved list could not be loaded', async () => {
    handlers['GET /api/bookmarks'] = () => apiError(503, 'unavailable', 'Try again later.');
    handlers['POST /api/bookmarks'] = () => json(201, { created: true, bookmark: savedNotion });
    renderApp({ children: control });
    await waitFor(() => expect(browserQueries.state(savedKey(ada.id)).status).toBe('error'));
    handlers['GET /api/bookmarks'] = () => json(200, { bookmarks: [savedNotion] });
    fireEvent.click(saveButton());
    await waitFor(() => expect(browserQueries.state(savedKey(ada.id)).status).toBe('loaded'));
    await waitFor(() => expect(removeButton().getAttribute('aria-busy')).toBeNull());
    expect(toastText()).toEqual([]);
  });

  it('falls back to the bookmarks in local storage when the server cannot be reached', async () => {
    localStorage.setItem(
      LOCAL_BOOKMARKS_KEY,
      JSON.stringify([{ resourceId: 'notion', type: 'resource', createdAt: '2026-01-01T00:00:00Z' }]),
    );
    handlers['POST /api/bookmarks/sync'] = () => apiError(500, 'internal_error', 'Something went wrong on our side.');
    renderApp({ children: control });
    await waitFor(() => expect(browserQueries.state(savedKey(ada.id)).status).toBe('error'));
    expect(callsTo('POST /api/bookmarks/sync')).toHaveLength(1);
    expect(removeButton()).toBeTruthy();
    // Nothing is lost: the local copy stays for the next sign-in.
    expect(readLocalBookmarks()).toHaveLength(1);
  });
});

describe('sign-in sync', () => {
  const local = [
    { resourceId: 'notion', type: 'resource', createdAt: '2026-01-02T00:00:00.000Z' },
    { resourceId: 'research-toolkit', type: 'toolkit', createdAt: '2026-01-01T00:00:00.000Z' },
  ];

  it('pushes every local bookmark on sign-in, shows the server list, then clears local storage', async () => {
    localStorage.setItem(LOCAL_BOOKMARKS_KEY, JSON.stringify(local));
    const sync = deferred();
    handlers['POST /api/bookmarks/sync'] = sync.handler;
    const { store } = renderApp({ user: null, children: control });
    expect(await screen.findByRole('button', { name: 'Remove from saved items' })).toBeTruthy();
    act(() => store.set(sessionUserAtom, ada));
    await waitFor(() => expect(callsTo('POST /api/bookmarks/sync')).toHaveLength(1));
    expect(sentBodies('POST /api/bookmarks/sync')).toEqual([{ items: local }]);
    // Still in local storage until the server has them.
    expect(readLocalBookmarks()).toHaveLength(2);
    await act(async () => sync.answer(json(200, { bookmarks: [savedNotion], added: 2, skipped: [] })));
    await waitFor(() => expect(readLocalBookmarks()).toEqual([]));
    expect(removeButton()).toBeTruthy();
    expect(callsTo('GET /api/bookmarks')).toHaveLength(0);
  });

  it('keeps local bookmarks when the sync fails, and pushes them on the next sign-in', async () => {
    localStorage.setItem(LOCAL_BOOKMARKS_KEY, JSON.stringify(local));
    handlers['POST /api/bookmarks/sync'] = () => apiError(503, 'unavailable', 'Try again later.');
    const { store } = renderApp({ user: null, children: both });
    act(() => store.set(sessionUserAtom, ada));
    await waitFor(() => expect(callsTo('POST /api/bookmarks/sync')).toHaveLength(1));
    await waitFor(() => expect(browserQueries.state(savedKey(ada.id)).status).toBe('error'));
    // Both local bookmarks still show as saved.
    expect(screen.getAllByRole('button', { name: 'Remove from saved items' })).toHaveLength(2);
    expect(readLocalBookmarks()).toHaveLength(2);
    act(() => store.set(sessionUserAtom, null));
    handlers['POST /api/bookmarks/sync'] = () => json(200, { bookmarks: [], added: 2, skipped: [] });
    act(() => store.set(sessionUserAtom, ada));
    await waitFor(() => expect(readLocalBookmarks()).toEqual([]));
    expect(callsTo('POST /api/bookmarks/sync')).toHaveLength(2);
  });

  it('loads the server list on sign-in when nothing was saved locally', async () => {
    handlers['GET /api/bookmarks'] = () => json(200, { bookmarks: [savedNotion] });
    const { store } = renderApp({ user: null, children: control });
    expect(saveButton()).toBeTruthy();
    act(() => store.set(sessionUserAtom, ada));
    expect(await screen.findByRole('button', { name: 'Remove from saved items' })).toBeTruthy();
    expect(callsTo('POST /api/bookmarks/sync')).toHaveLength(0);
  });

  it('forgets the signed-in list on sign-out', async () => {
    handlers['GET /api/bookmarks'] = () => json(200, { bookmarks: [savedNotion] });
    const { store } = renderApp({ children: control });
    await screen.findByRole('button', { name: 'Remove from saved items' });
    act(() => store.set(sessionUserAtom, null));
    expect(await screen.findByRole('button', { name: 'Save item' })).toBeTruthy();
  });
});
