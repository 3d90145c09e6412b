// Browse's routes rendered at a path in a memory router, with fetch stubbed by a mock the test programs.
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { browseRoutes } from '../ui/routes';

export const fetchMock = vi.fn<typeof fetch>();
const routers: Array<ReturnType<typeof createMemoryRouter>> = [];

export function renderAt(path: string) {
  const router = createMemoryRouter(browseRoutes, { initialEntries: [path] });
  routers.push(router);
  render(<RouterProvider router={router} />);
}

/** Called once at the top of a test file: a fresh stub before each test, and everything undone after it. */
export function setUpRouteHarness() {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    cleanup();
    // A loader still waiting from one test must not run (and fetch) during the next.
    for (const router of routers.splice(0)) router.dispose();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
