// /saved (signed out, empty, the list with Remove and 'View Details →') and the dashboard panels (counters,
// My Toolkits with its delete confirm, Saved resources).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DashboardPanel } from '@quadkit/core/ui/dashboard-panels';
import { SaveButton } from '../ui/bookmarks/save-button';
import { toolkitDashboardPanels } from '../ui/dashboard-panels';
import { slotTitle } from '@quadkit/core/ui/slot-title';
import {
  ada,
  apiError,
  callsTo,
  handlers,
  json,
  renderApp,
  resetHarness,
  resource,
  saved,
  summary,
  tearDownHarness,
  toastText,
} from './ui-harness';

beforeEach(resetHarness);
afterEach(tearDownHarness);

describe('/saved', () => {
  it('asks a signed-out visitor to sign in', async () => {
    renderApp({ user: null, path: '/saved' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Resources' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in to view saved resources' })).toBeTruthy();
    expect(screen.getByText('Create an account or sign in to start saving resources and toolkits.')).toBeTruthy();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(callsTo('GET /api/bookmarks')).toHaveLength(0);
  });

  it("says 'No saved resources yet' when the list is empty", async () => {
    renderApp({ path: '/saved' });
    expect(await screen.findByRole('heading', { name: 'No saved resources yet' })).toBeTruthy();
  });

  it("lists saved resources and toolkits with 'View Details →', and removes one with DELETE", async () => {
    let bookmarks = [
      saved('toolkit', 'research-toolkit', summary('research-toolkit')),
      saved('resource', 'notion', resource('notion')),
    ];
    handlers['GET /api/bookmarks'] = () => json(200, { bookmarks });
    // As the server does: once removed, a reload of the list no longer has it.
    handlers['DELETE /api/bookmarks/resource/notion'] = () => {
      bookmarks = bookmarks.filter((bookmark) => bookmark.resourceId !== 'notion');
      return json(200, { removed: true });
    };
    renderApp({ path: '/saved' });
    const links = await screen.findAllByRole('link', { name: 'View Details →' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/toolkit/research-toolkit', '/resource/notion']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Notion from saved items' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Notion' })).toBeNull());
    expect(callsTo('DELETE /api/bookmarks/resource/notion')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'View Details →' })).toHaveLength(1);
  });

  it('puts a card back and explains when the removal fails', async () => {
    handlers['GET /api/bookmarks'] = () => json(200, { bookmarks: [saved('resource', 'notion', resource('notion'))] });
    handlers['DELETE /api/bookmarks/resource/notion'] = () =>
      apiError(500, 'internal_error', 'Something went wrong on our side.');
    renderApp({ path: '/saved' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Notion from saved items' }));
    await waitFor(() =>
      expect(toastText()).toEqual(['Error: Couldn\'t remove "Notion" from saved. Please try again.']),
    );
    expect(screen.getByRole('heading', { name: 'Notion' })).toBeTruthy();
  });

  it('shows the load error with Try Again', async () => {
    handlers['GET /api/bookmarks'] = () => apiError(500, 'internal_error', 'Something went wrong on our side.');
    renderApp({ path: '/saved' });
    expect(await screen.findByRole('heading', { name: "Couldn't load your saved resources" })).toBeTruthy();
    handlers['GET /api/bookmarks'] = () => json(200, { bookmarks: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'No saved resources yet' })).toBeTruthy();
  });
});

/** The shell's dashboard frame, reduced to drawing each panel. */
function Panels({ panels }: { panels: readonly DashboardPanel[] }) {
  return panels.map((panel) => (
    <section key={panel.id} aria-label={slotTitle(panel.title, 'en')}>
      <Suspense fallback={null}>
        <panel.Component user={ada} />
      </Suspense>
    </section>
  ));
}

describe('dashboard panels', () => {
  const renderPanels = () =>
    renderApp({ path: '/panels', routes: [{ path: '/panels', element: <Panels panels={toolkitDashboardPanels} /> }] });

  const mine = Array.from({ length: 7 }, (_, i) =>
    summary(`m${i}`, {
      title: `Mine ${i}`,
      isOwner: true,
      isPublic: i !== 0,
      visibility: i !== 0 ? 'public' : 'private',
    }),
  );

  it('counts toolkits and saved items, and lists the first 6 of each', async () => {
    handlers['GET /api/toolkits/mine'] = () => json(200, { toolkits: mine });
    handlers['GET /api/bookmarks'] = () =>
      json(200, { bookmarks: Array.from({ length: 8 }, (_, i) => saved('resource', `r${i}`, resource(`r${i}`))) });
    renderPanels();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Toolkits' }).textContent).toBe('7'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Saved items' }).textContent).toBe('8'));
    const toolkits = screen.getByRole('list', { name: 'Your toolkits' });
    expect(within(toolkits).getAllByRole('listitem')).toHaveLength(6);
    expect(within(toolkits).getAllByRole('listitem')[0]!.textContent).toContain('Private');
    expect(screen.getByRole('link', { name: 'Edit Mine 0' }).getAttribute('href')).toBe('/dashboard/edit-toolkit/m0');
    expect(screen.getByRole('link', { name: 'View Mine 0' }).getAttribute('href')).toBe('/toolkit/m0');
    expect(within(screen.getByRole('list', { name: 'Your saved items' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'View all saved resources →' }).getAttribute('href')).toBe('/saved');
    // One request per list for both of its panels (the bookmarks may also have loaded once at sign-in).
    expect(callsTo('GET /api/toolkits/mine')).toHaveLength(1);
    expect(callsTo('GET /api/bookmarks').length).toBeLessThanOrEqual(2);
  });

  it('counts a save at once from the same list the controls read, without asking for it again', async () => {
    handlers['GET /api/toolkits/mine'] = () => json(200, { toolkits: [] });
    handlers['GET /api/bookmarks'] = () => json(200, { bookmarks: [saved('resource', 'r1', resource('r1'))] });
    handlers['POST /api/bookmarks'] = () =>
      json(201, {
        created: true,
        bookmark: { id: 'b-notion', resourceId: 'notion', type: 'resource', createdAt: '2026-01-02T00:00:00.000Z' },
      });
    renderApp({
      path: '/panels',
      routes: [{ path: '/panels', element: <Panels panels={toolkitDashboardPanels} /> }],
      children: <SaveButton itemId="notion" type="resource" title="Notion" />,
    });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Saved items' }).textContent).toBe('1'));
    const asked = callsTo('GET /api/bookmarks').length;
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Saved items' }).textContent).toBe('2'));
    expect(screen.getByRole('button', { name: 'Remove from saved items' })).toBeTruthy();
    expect(callsTo('GET /api/bookmarks')).toHaveLength(asked);
    // Listed once the list is asked again with its item resolved; meanwhile no 'No longer available' row.
    expect(within(screen.getByRole('list', { name: 'Your saved items' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it("reaches the 7th toolkit through 'View all 7 toolkits', and folds back with 'Show fewer'", async () => {
    handlers['GET /api/toolkits/mine'] = () => json(200, { toolkits: mine });
    handlers['GET /api/bookmarks'] = () => json(200, { bookmarks: [] });
    renderPanels();
    const viewAll = await screen.findByRole('button', { name: 'View all 7 toolkits' });
    expect(screen.queryByRole('link', { name: 'View Mine 6' })).toBeNull();
    expect(viewAll.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(viewAll);
    const toolkits = screen.getByRole('list', { name: 'Your toolkits' });
    expect(within(toolkits).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'View Mine 6' }).getAttribute('href')).toBe('/toolkit/m6');
    const fewer = screen.getByRole('button', { name: 'Show fewer' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(fewer);
    expect(within(toolkits).getAllByRole('listitem')).toHaveLength(6);
  });

  it("deletes a toolkit after 'Are you sure you want to delete this toolkit?'", async () => {
    handlers['GET /api/toolkits/mine'] = () => json(200, { toolkits: mine.slice(0, 2) });
    handlers['DELETE /api/toolkits/m1'] = () => json(200, { deleted: true, id: 'm1' });
    renderPanels();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Mine 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this toolkit?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Mine 1' })).toBeNull());
    expect(toastText()).toEqual(['Success: Toolkit deleted successfully']);
    expect(screen.getByRole('region', { name: 'Toolkits' }).textContent).toBe('1');
  });

  it('offers Create Toolkit when the user has none', async () => {
    handlers['GET /api/toolkits/mine'] = () => json(200, { toolkits: [] });
    renderPanels();
    expect((await screen.findByRole('link', { name: 'Create Toolkit' })).getAttribute('href')).toBe(
      '/dashboard/create-toolkit',
    );
  });
});
