// Shared harness of the dashboard's UI tests: the core fetch stub, sample data, and the
// dashboard rendered in a memory router with a store, the panels slot and the toast stack.
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { browserQueries } from '@quadkit/core/ui/data/query-cache';
import { DashboardPanelsContext, type DashboardPanel } from '@quadkit/core/ui/dashboard-panels';
import { sessionUserAtom, type SessionUser } from '@quadkit/core/ui/session-atoms';
import { Toaster } from '@quadkit/core/ui/toaster';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { LocaleProvider } from '@quadkit/core/ui/i18n/locale-context';
import { handlers, json, resetFetchStub } from '@quadkit/core/test-utils/fetch-stub';
import { emptyProfile, type Profile } from '../shared/profile';
import { dashboardRoutes } from '../ui/routes';

/** The first render before a loader answers draws nothing (the screens' own states are what is tested). */
const NoFallback = () => null;

// The fetch stub lives in core, shared with the other features' UI tests.
export { callsTo, fetchMock, handlers, json, type Handler } from '@quadkit/core/test-utils/fetch-stub';

export const ada: SessionUser = { id: 'user-ada', email: 'ada@example.edu', isAdmin: false };

export const profileOf = (changes: Partial<Profile> = {}): Profile => ({
  ...emptyProfile(ada.id),
  onboarded: true,
  ...changes,
});

export function renderDashboard({
  user = ada as SessionUser | null,
  panels = [] as DashboardPanel[],
  locale = 'en' as Locale,
} = {}) {
  const store = createStore();
  store.set(sessionUserAtom, user);
  const router = createMemoryRouter(
    [{ HydrateFallback: NoFallback, children: [...dashboardRoutes, { path: '/', element: <p>Home page</p> }] }],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <LocaleProvider locale={locale}>
      <Provider store={store}>
        <DashboardPanelsContext value={panels}>
          <RouterProvider router={router} />
        </DashboardPanelsContext>
        <Toaster />
      </Provider>
    </LocaleProvider>,
  );
  return { store, router };
}

export const toastText = () => [...document.querySelectorAll('.toast__message')].map((node) => node.textContent);

/** Before each test: a fresh stub whose profile is the empty default, and quiet console errors. */
export function resetHarness() {
  resetFetchStub();
  // A fresh page load: no answers kept from the last render.
  browserQueries.clear();
  handlers['GET /api/profile'] = () => json(200, { profile: profileOf() });
  vi.spyOn(console, 'error').mockImplementation(() => {});
}
