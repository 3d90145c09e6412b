// The admin's 'Reported problems' panel: every open report is listed at once; a broken-link report
// offers 'Confirm broken' (which shows the public notice before 3 independent reports), other reasons do not.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, handlers, json, resetFetchStub } from '@quadkit/core/test-utils/fetch-stub';
import { Toaster } from '@quadkit/core/ui/toaster';
import { ReportsPanel } from '../ui/reports/reports-panel';

const report = (id: string, reason: string, confirmed = false) => ({
  id,
  resourceId: 'desmos',
  resourceTitle: 'Desmos',
  resourceUrl: 'https://www.desmos.com',
  reason,
  note: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  confirmed,
});

function renderPanel() {
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <ReportsPanel user={{ id: 'u-admin', email: 'admin@example.edu', isAdmin: true }} />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
}

beforeEach(() => {
  resetFetchStub();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Reported problems', () => {
  it("lists every report, and 'Confirm broken' on an unconfirmed broken link only", async () => {
    handlers['GET /api/admin/resource-reports'] = () =>
      json(200, {
        reports: [report('r1', 'broken-link'), report('r2', 'broken-link', true), report('r3', 'outdated')],
      });
    handlers['POST /api/admin/resource-reports/r1/confirm'] = () =>
      json(200, { report: { id: 'r1', status: 'open', confirmed: true } });
    renderPanel();
    const cards = await screen.findAllByRole('article', { name: 'Report on Desmos' });
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(second).queryByRole('button', { name: 'Confirm broken' })).toBeNull();
    expect(within(second).getByText(/\(confirmed\)/)).toBeTruthy();
    expect(within(third).queryByRole('button', { name: 'Confirm broken' })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: 'Confirm broken' }));
    await waitFor(() => expect(within(first).queryByRole('button', { name: 'Confirm broken' })).toBeNull());
    expect(callsTo('POST /api/admin/resource-reports/r1/confirm')).toHaveLength(1);
    expect(within(first).getByText(/\(confirmed\)/)).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Resolve' })).toBeTruthy();
  });
});
