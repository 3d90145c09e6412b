// The toolkit page's sharing and remix controls: the owner's share link card (Copy link with a toast,
// Revoke link, New link), 'Make a copy' (signed in: the copy's page; signed out: the sign-in modal; 429: the
// API's message), 'Remixed from {title} by {owner}' as a link or plain text, and 'Used by N'.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionCheckedAtom, sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { OPEN_AUTH_MODAL_EVENT } from '@quadkit/core/ui/session-events';
import {
  apiError,
  callsTo,
  detail,
  handlers,
  json,
  renderApp,
  resetHarness,
  tearDownHarness,
  toastText,
} from './ui-harness';

beforeEach(() => resetHarness());
afterEach(tearDownHarness);

const TOKEN = 'a'.repeat(32);
const unlisted = detail('kit', { title: 'Study group kit', isOwner: true, isPublic: false, visibility: 'unlisted' });

describe('the share link card', () => {
  it("shows the owner the link and copies it with the toast 'Link copied'", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    handlers['GET /api/toolkits/kit'] = () => json(200, { toolkit: { ...unlisted, shareToken: TOKEN } });
    renderApp({ path: '/toolkit/kit' });
    const link = (await screen.findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/toolkit/kit?share=${TOKEN}`);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(screen.getByText('Unlisted')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toastText()).toContain('Success: Link copied'));
    expect(writeText).toHaveBeenCalledWith(link.value);
  });

  it('revokes the link and then offers only New link, which brings a fresh one', async () => {
    let token: string | null = TOKEN;
    handlers['GET /api/toolkits/kit'] = () => json(200, { toolkit: { ...unlisted, shareToken: token } });
    handlers['DELETE /api/toolkits/kit/share-link'] = () => {
      token = null;
      return json(200, { shareToken: null });
    };
    handlers['POST /api/toolkits/kit/share-link'] = () => {
      token = 'b'.repeat(32);
      return json(201, { shareToken: token });
    };
    renderApp({ path: '/toolkit/kit' });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(toastText()).toContain('Success: Link revoked'));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Share link' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New link' }));
    const link = (await screen.findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(link.value).toContain(`share=${'b'.repeat(32)}`);
  });

  it('is not drawn for a public toolkit, nor for a visitor who opened the link', async () => {
    handlers['GET /api/toolkits/open'] = () => json(200, { toolkit: detail('open', { isOwner: true }) });
    handlers[`GET /api/toolkits/kit?share=${TOKEN}`] = () =>
      json(200, { toolkit: { ...unlisted, isOwner: false, shareToken: null } });
    renderApp({ path: '/toolkit/open' });
    await screen.findByRole('heading', { level: 1, name: 'Kit open' });
    expect(screen.queryByRole('region', { name: 'Share link' })).toBeNull();
    cleanup();
    renderApp({ path: `/toolkit/kit?share=${TOKEN}` });
    await screen.findByRole('heading', { level: 1, name: 'Study group kit' });
    expect(screen.queryByRole('region', { name: 'Share link' })).toBeNull();
  });
});

describe('saving an unlisted toolkit', () => {
  const actions = () => document.querySelector('.toolkit-detail__actions') as HTMLElement;

  it('offers no save to a visitor who opened the link (Make a copy keeps it), and saves for its owner', async () => {
    handlers[`GET /api/toolkits/kit?share=${TOKEN}`] = () =>
      json(200, { toolkit: { ...unlisted, isOwner: false, shareToken: null } });
    renderApp({ path: `/toolkit/kit?share=${TOKEN}` });
    await screen.findByRole('heading', { level: 1, name: 'Study group kit' });
    expect(within(actions()).queryByRole('button', { name: 'Save item' })).toBeNull();
    expect(within(actions()).getByRole('button', { name: 'Make a copy' })).toBeTruthy();
    cleanup();
    handlers['GET /api/toolkits/kit'] = () => json(200, { toolkit: { ...unlisted, shareToken: TOKEN } });
    renderApp({ path: '/toolkit/kit' });
    await screen.findByRole('heading', { level: 1, name: 'Study group kit' });
    expect(within(actions()).getByRole('button', { name: 'Save item' })).toBeTruthy();
  });
});

describe('Make a copy', () => {
  it("copies through the share link and opens the copy with 'Remixed from … by …' in plain text", async () => {
    handlers[`GET /api/toolkits/kit?share=${TOKEN}`] = () =>
      json(200, { toolkit: { ...unlisted, isOwner: false, shareToken: null } });
    const copy = detail('copy', {
      title: 'Study group kit',
      isOwner: true,
      visibility: 'private',
      isPublic: false,
      remixedFrom: { id: null, title: 'Study group kit', owner: 'grace' },
    });
    handlers[`POST /api/toolkits/kit/copy?share=${TOKEN}`] = () => json(201, { toolkit: copy });
    const { router } = renderApp({ path: `/toolkit/kit?share=${TOKEN}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Make a copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/toolkit/copy'));
    expect(toastText()).toContain('Success: Copy saved to your toolkits');
    const attribution = await screen.findByText(/^Remixed from/);
    expect(attribution.textContent).toBe('Remixed from Study group kit by grace');
    expect(attribution.querySelector('a')).toBeNull();
  });

  it('links the original while it is visible, and shows Used by N on an original', async () => {
    handlers['GET /api/toolkits/mine-copy'] = () =>
      json(200, {
        toolkit: detail('mine-copy', {
          isOwner: true,
          remixedFrom: { id: 'finals-survival-kit', title: 'Finals Survival Kit', owner: 'Quadkit' },
          usedBy: 3,
        }),
      });
    renderApp({ path: '/toolkit/mine-copy' });
    const link = await screen.findByRole('link', { name: 'Finals Survival Kit' });
    expect(link.getAttribute('href')).toBe('/toolkit/finals-survival-kit');
    expect(screen.getByText(/^Remixed from/).textContent).toBe('Remixed from Finals Survival Kit by Quadkit');
    expect(screen.getByText('Used by 3')).toBeTruthy();
  });

  it('opens the sign-in modal for a signed-out visitor and copies nothing', async () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, opened);
    handlers['GET /api/toolkits/finals-survival-kit'] = () => json(200, { toolkit: detail('finals-survival-kit') });
    renderApp({ user: null, path: '/toolkit/finals-survival-kit' });
    fireEvent.click(await screen.findByRole('button', { name: 'Make a copy' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(callsTo('POST /api/toolkits/finals-survival-kit/copy')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Make a copy' })).toBeTruthy();
    window.removeEventListener(OPEN_AUTH_MODAL_EVENT, opened);
  });

  it('clicked before the session check answers, waits for it and copies for the signed-in visitor', async () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, opened);
    handlers['GET /api/toolkits/kit3'] = () => json(200, { toolkit: detail('kit3') });
    handlers['POST /api/toolkits/kit3/copy'] = () => json(201, { toolkit: detail('kit3-copy', { isOwner: true }) });
    const { store, router } = renderApp({ path: '/toolkit/kit3' });
    const button = await screen.findByRole('button', { name: 'Make a copy' });
    // As on a page the worker rendered: on screen, the session not known yet.
    const user = store.get(sessionUserAtom);
    store.set(sessionUserAtom, null);
    store.set(sessionCheckedAtom, false);
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'Copying…' });
    expect(callsTo('POST /api/toolkits/kit3/copy')).toHaveLength(0);
    act(() => {
      store.set(sessionUserAtom, user);
      store.set(sessionCheckedAtom, true);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/toolkit/kit3-copy'));
    expect(callsTo('POST /api/toolkits/kit3/copy')).toHaveLength(1);
    expect(opened).not.toHaveBeenCalled();
    window.removeEventListener(OPEN_AUTH_MODAL_EVENT, opened);
  });

  it("says the API's message when the copy limit is reached", async () => {
    handlers['GET /api/toolkits/kit2'] = () => json(200, { toolkit: detail('kit2') });
    handlers['POST /api/toolkits/kit2/copy'] = () =>
      apiError(429, 'rate_limited', 'Too many copies. Please try again in 60 minutes.');
    renderApp({ path: '/toolkit/kit2' });
    fireEvent.click(await screen.findByRole('button', { name: 'Make a copy' }));
    await waitFor(() => expect(toastText()).toContain('Error: Too many copies. Please try again in 60 minutes.'));
    expect(screen.getByRole('button', { name: 'Make a copy' })).toBeTruthy();
  });
});
