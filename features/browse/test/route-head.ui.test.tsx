// The browser keeps the document's head in step with the route on client navigation, from the route's own
// `handle.head` over its loader data (the same declaration the worker renders the first page from).
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { json } from '@quadkit/core/test-utils/fetch-stub';
import { browseRoutes } from '../ui/routes';
import { fetchMock, setUpRouteHarness } from './route-harness';

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

setUpRouteHarness();

describe('route heads in the browser', () => {
  it('changes the title and description when the visitor moves from /browse to a resource', async () => {
    const notion = RESOURCES.find((resource) => resource.id === 'notion')!;
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/resources/notion')
        ? json(200, { resource: notion })
        : json(200, { resources: RESOURCES }),
    );
    const router = createMemoryRouter(browseRoutes, { initialEntries: ['/browse'] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe('Browse Resources – Quadkit'));
    expect(description()).toMatch(/^Search, sort and filter/);

    await router.navigate('/resource/notion');
    await screen.findByRole('heading', { level: 1, name: notion.title });
    expect(document.title).toBe(`${notion.title} – Quadkit`);
    expect(description()).toBe(notion.description);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    router.dispose();
  });
});
