// Eligibility in the browse UI: the card's 'You qualify' / 'Not for your level' / 'Not for your region'
// badge for a signed-in viewer with a level or country (nothing otherwise), the 'For me' filter in the URL, and
// the detail page's broken-link notice and Report a problem dialog. fetch is stubbed.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Eligibility } from '@quadkit/core/catalog/eligibility/rule';
import { callsTo, handlers, json, resetFetchStub } from '@quadkit/core/test-utils/fetch-stub';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { reportedViewerAtom } from '@quadkit/core/ui/viewer-eligibility';
import { ResourceCard } from '../ui/components/resource-card';
import { ViewerEligibilityBadge } from '../ui/components/viewer-eligibility-badge';
import { browseRoutes } from '../ui/routes';
import { resource } from './resource-fixture';

const who = (levels: Eligibility['levels'], regions: string[]): Eligibility => ({
  levels,
  regions,
  eduEmail: false,
  cost: 'free',
});
const hsAnywhere = resource('hs-anywhere', {
  title: 'HS Anywhere',
  eligibility: who(['high-school'], ['international']),
});
const hsCanada = resource('hs-canada', { title: 'HS Canada', eligibility: who(['high-school'], ['CA']) });
const usGraduate = resource('us-graduate', { title: 'US Graduate', eligibility: who(['graduate'], ['US']) });
const usHighSchool = resource('us-high-school', { title: 'US High School', eligibility: who(['high-school'], ['US']) });
const unknown = resource('unknown', { title: 'Suggested by a user' });
const ALL = [hsAnywhere, hsCanada, unknown, usGraduate, usHighSchool];

const ada = { id: 'u-ada', email: 'ada@example.edu', isAdmin: false };

function storeFor(viewer: { studyLevel: string | null; country: string | null } | null, userId = ada.id) {
  const store = createStore();
  if (viewer) {
    store.set(sessionUserAtom, ada);
    store.set(reportedViewerAtom, { user_id: userId, study_level: viewer.studyLevel, country: viewer.country });
  }
  return store;
}

function renderCard(store: ReturnType<typeof createStore>, item = hsAnywhere) {
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ResourceCard resource={item} maxTags={3} badge={<ViewerEligibilityBadge eligibility={item.eligibility} />} />
      </MemoryRouter>
    </Provider>,
  );
}

function renderAt(path: string, store: ReturnType<typeof createStore>) {
  const router = createMemoryRouter(browseRoutes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const canadianHighSchooler = { studyLevel: 'High School', country: 'CA' };
const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  resetFetchStub();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the eligibility badge on a resource card', () => {
  it("says 'You qualify', 'Not for your level' or 'Not for your region' for a high-school student in Canada", async () => {
    const store = storeFor(canadianHighSchooler);
    renderCard(store, hsAnywhere);
    renderCard(store, hsCanada);
    renderCard(store, usGraduate);
    renderCard(store, usHighSchool);
    // The badge is a lazy chunk (the first load of '/' stays within its budget).
    await waitFor(() => expect(document.querySelectorAll('.eligibility-badge')).toHaveLength(4));
    const badges = screen.getAllByRole('article').map((card) => card.querySelector('.eligibility-badge')?.textContent);
    expect(badges).toEqual(['You qualify', 'You qualify', 'Not for your level', 'Not for your region']);
  });

  it('shows nothing to a visitor, to a profile without level or country, or for a resource without eligibility', async () => {
    renderCard(storeFor(null));
    renderCard(storeFor({ studyLevel: null, country: null }));
    renderCard(storeFor(canadianHighSchooler), unknown);
    // A profile left over from someone else who was signed in before.
    renderCard(storeFor(canadianHighSchooler, 'u-someone-else'));
    // One card that does qualify, so the lazy badge has had its chance to appear before counting.
    renderCard(storeFor(canadianHighSchooler), hsAnywhere);
    await screen.findByText('You qualify');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(document.querySelectorAll('.eligibility-badge')).toHaveLength(1);
  });
});

describe("the browse 'For me' filter", () => {
  beforeEach(() => {
    handlers['GET /api/resources'] = () => json(200, { resources: ALL });
  });

  it('reads ?for=me and keeps only what the viewer qualifies for (or cannot be judged on)', async () => {
    const router = renderAt('/browse?for=me', storeFor(canadianHighSchooler));
    await screen.findByText('Showing 1–3 of 3 resources');
    expect(cardTitles()).toEqual(['HS Anywhere', 'HS Canada', 'Suggested by a user']);
    const forMe = screen.getByRole('checkbox', { name: 'For me' }) as HTMLInputElement;
    expect(forMe.checked).toBe(true);

    fireEvent.click(forMe);
    await screen.findByText('Showing 1–5 of 5 resources');
    expect(router.state.location.search).toBe('');
    fireEvent.click(screen.getByRole('checkbox', { name: 'For me' }));
    await screen.findByText('Showing 1–3 of 3 resources');
    expect(router.state.location.search).toBe('?for=me');
  });

  it('is not offered to a visitor, and ?for=me then leaves everything', async () => {
    renderAt('/browse?for=me', storeFor(null));
    await screen.findByText('Showing 1–5 of 5 resources');
    expect(screen.queryByRole('checkbox', { name: 'For me' })).toBeNull();
  });
});

describe('the resource page', () => {
  it('shows the badge, who it is for and, while a broken-link report is open, a quiet notice', async () => {
    handlers['GET /api/resources/hs-canada'] = () => json(200, { resource: hsCanada, brokenLinkReported: true });
    renderAt('/resource/hs-canada', storeFor(canadianHighSchooler));
    await screen.findByRole('heading', { level: 1, name: 'HS Canada' });
    expect(await screen.findByText('You qualify')).toBeTruthy();
    expect(screen.getByText("Who it's for:").parentElement?.textContent).toBe(
      "Who it's for: High school · Canada · Free",
    );
    expect(screen.getByText("Someone reported this link as broken. We're checking it.")).toBeTruthy();
  });

  it('sends a report from the Report a problem dialog, asking for a reason first', async () => {
    handlers['GET /api/resources/hs-canada'] = () => json(200, { resource: hsCanada, brokenLinkReported: false });
    handlers['POST /api/resource-reports'] = () => json(201, { report: { id: 'r1', status: 'open' } });
    renderAt('/resource/hs-canada', storeFor(null));
    await screen.findByRole('heading', { level: 1, name: 'HS Canada' });
    expect(screen.queryByText(/reported this link as broken/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose what is wrong.')).toBeTruthy();
    expect(callsTo('POST /api/resource-reports')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Broken link' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: 'The page answers 404.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [, init] = callsTo('POST /api/resource-reports')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      resourceId: 'hs-canada',
      reason: 'broken-link',
      note: 'The page answers 404.',
    });
  });

  it("shows the API's field error beside the note", async () => {
    handlers['GET /api/resources/hs-canada'] = () => json(200, { resource: hsCanada, brokenLinkReported: false });
    handlers['POST /api/resource-reports'] = () =>
      json(400, {
        error: {
          code: 'invalid_request',
          message: 'note: A note is at most 500 characters.',
          issues: [{ path: 'note', message: 'A note is at most 500 characters.' }],
        },
      });
    renderAt('/resource/hs-canada', storeFor(null));
    fireEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('A note is at most 500 characters.')).toBeTruthy();
  });
});
