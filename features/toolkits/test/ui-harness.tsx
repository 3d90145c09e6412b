// Shared harness of the toolkits UI tests: the core fetch stub, sample data, and screens rendered
// in a memory router with a store, the bookmark session and the toast stack.
import { cleanup, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { Resource } from '@quadkit/core/catalog/types';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { LocaleProvider } from '@quadkit/core/ui/i18n/locale-context';
import { sessionCheckedAtom, sessionUserAtom, type SessionUser } from '@quadkit/core/ui/session-atoms';
import { Toaster } from '@quadkit/core/ui/toaster';
import { stubMatchMedia } from '@quadkit/core/test-utils/dom-stubs';
import { callsTo, handlers, json, resetFetchStub, type Handler } from '@quadkit/core/test-utils/fetch-stub';
import type { SavedBookmark } from '../shared/bookmark-responses';
import type { ToolkitDetail, ToolkitSummary } from '../shared/toolkit-responses';
import { BookmarkSession } from '../ui/bookmarks/bookmark-session';
import { toolkitsRoutes } from '../ui/routes';

/** The first render before a loader answers draws nothing (the screens' own states are what is tested). */
const NoFallback = () => null;

// The fetch stub lives in core, shared with the other features' UI tests.
export { callsTo, fetchMock, handlers, json, type Handler } from '@quadkit/core/test-utils/fetch-stub';

export const ada: SessionUser = { id: 'user-ada', email: 'ada@example.edu', isAdmin: false };
export const admin: SessionUser = { id: 'user-root', email: 'root@example.edu', isAdmin: true };

export const apiError = (status: number, code: string, message: string) => json(status, { error: { code, message } });

/** The JSON bodies sent to "METHOD /path", in order. */
export const sentBodies = (key: string): unknown[] => callsTo(key).map(([, init]) => JSON.parse(String(init?.body)));

/** A promise-returning handler the test resolves itself, to look at the in-between state. */
export function deferred() {
  let answer: (response: Response) => void = () => {};
  const handler: Handler = () => new Promise<Response>((resolve) => (answer = resolve));
  return { handler, answer: (response: Response) => answer(response) };
}

export const resource = (id: string, changes: Partial<Resource> = {}): Resource => ({
  id,
  title: id.charAt(0).toUpperCase() + id.slice(1),
  description: `${id} helps students study better every single day of the term.`,
  category: 'learning',
  tags: ['Free'],
  url: `https://${id}.example`,
  image: '/images/x.png',
  ...changes,
});

export function summary(id: string, changes: Partial<ToolkitSummary> = {}): ToolkitSummary {
  return {
    id,
    title: `Kit ${id}`,
    description: 'A collection of tools for exam week and beyond.',
    emoji: '📚',
    isPublic: true,
    visibility: 'public',
    isFeatured: false,
    isBuiltIn: false,
    isOwner: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    resourceCount: 2,
    previewResources: [
      { id: 'notion', title: 'Notion' },
      { id: 'anki', title: 'Anki' },
    ],
    ...changes,
  };
}

export function detail(id: string, changes: Partial<ToolkitDetail> = {}): ToolkitDetail {
  const { previewResources: _, ...rest } = summary(id);
  const resources = changes.resources ?? [resource('notion'), resource('anki')];
  return {
    ...rest,
    resourceCount: resources.length,
    resources,
    shareToken: null,
    remixedFrom: null,
    usedBy: 0,
    ...changes,
  };
}

/** A saved item as GET /api/bookmarks answers it. */
export const saved = (type: 'resource' | 'toolkit', id: string, item: SavedBookmark['item']): SavedBookmark =>
  ({ id: `b-${id}`, resourceId: id, type, createdAt: '2026-01-01T00:00:00.000Z', item }) as SavedBookmark;

export const toastText = () => [...document.querySelectorAll('.toast__message')].map((node) => node.textContent);

interface RenderOptions {
  user?: SessionUser | null;
  path?: string;
  routes?: RouteObject[];
  /** Extra things to draw beside the router (e.g. a save control outside any route). */
  children?: ReactNode;
  /** The reader's language (its tables registered by the test); English by default. */
  locale?: Locale;
}

/** Renders the toolkits routes at `path`, with the shell's bookmark session and toasts. */
export function renderApp({ user = ada, path = '/', routes = [], children, locale = 'en' }: RenderOptions = {}) {
  const store = createStore();
  store.set(sessionUserAtom, user);
  store.set(sessionCheckedAtom, true);
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: NoFallback,
        children: [
          ...toolkitsRoutes,
          ...routes,
          { path: '/', element: <p>Home page</p> },
          { path: '/dashboard', element: <p>Dashboard page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <LocaleProvider locale={locale}>
      <Provider store={store}>
        <RouterProvider router={router} />
        {children}
        <BookmarkSession />
        <Toaster />
      </Provider>
    </LocaleProvider>,
  );
  return { store, router };
}

/** Before each test: an empty stub (bookmarks answer an empty list), empty storage and caches, quiet logs. */
export function resetHarness() {
  resetFetchStub();
  handlers['GET /api/bookmarks'] = () => json(200, { bookmarks: [] });
  stubMatchMedia();
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
}

/** After each test: the rendered tree unmounted, and the stubs and spies undone. */
export function tearDownHarness() {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
