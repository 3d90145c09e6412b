// Shared harness of the dashboard's UI tests: a fetch stub answering by "METHOD /path", sample data, and the
// dashboard rendered in a memory router with a store, the panels slot and the toast stack.
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { DashboardPanelsContext, type DashboardPanel } from '@quadkit/core/ui/dashboard-panels';
import { sessionUserAtom, type SessionUser } from '@quadkit/core/ui/session-atoms';
import { Toaster } from '@quadkit/core/ui/toaster';
import { emptyProfile, type Profile } from '../shared/profile';
import { dashboardRoutes } from '../ui/routes';

export const ada: SessionUser = { id: 'user-ada', email: 'ada@example.edu', isAdmin: false };

export const profileOf = (changes: Partial<Profile> = {}): Profile => ({
  ...emptyProfile(ada.id),
  onboarded: true,
  ...changes,
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type Handler = (init: RequestInit) => Response | Promise<Response>;

/** The answers of the stubbed API, by "METHOD /path"; each test sets what it needs. */
export const handlers: Record<string, Handler> = {};
export const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const key = `${init.method ?? 'GET'} ${String(input)}`;
  const handler = handlers[key];
  if (!handler) throw new Error(`unexpected request ${key}`);
  return handler(init);
});
/** The fetch calls made to "METHOD /path", as [input, init] pairs. */
export const callsTo = (key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);

export function renderDashboard({ user = ada as SessionUser | null, panels = [] as DashboardPanel[] } = {}) {
  const store = createStore();
  store.set(sessionUserAtom, user);
  const router = createMemoryRouter(
    [{ HydrateFallback: () => null, children: [...dashboardRoutes, { path: '/', element: <p>Home page</p> }] }],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <Provider store={store}>
      <DashboardPanelsContext value={panels}>
        <RouterProvider router={router} />
      </DashboardPanelsContext>
      <Toaster />
    </Provider>,
  );
  return { store, router };
}

export const toastText = () => [...document.querySelectorAll('.toast__message')].map((node) => node.textContent);

/** Before each test: a fresh stub whose profile is the empty default, and quiet console errors. */
export function resetHarness() {
  fetchMock.mockClear();
  for (const key of Object.keys(handlers)) delete handlers[key];
  handlers['GET /api/profile'] = () => json(200, { profile: profileOf() });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
}
