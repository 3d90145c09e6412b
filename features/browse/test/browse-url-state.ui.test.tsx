// The browse URL state under a lagging render: the router shows a navigation in a transition, so a person
// can make a second change before the first is on screen. Both must land in the URL.
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type BrowseStateApi, useBrowseState } from '../ui/browse/use-browse-state';

let captured: BrowseStateApi | undefined;
function Probe() {
  captured = useBrowseState();
  return null;
}

function mount(path: string) {
  const router = createMemoryRouter([{ path: '/browse', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const first = captured;
  if (!first) throw new Error('the probe did not render');
  return { router, first, search: () => Object.fromEntries(new URLSearchParams(router.state.location.search)) };
}

afterEach(() => {
  captured = undefined;
});

describe('browse URL state', () => {
  it('keeps a clear made just before a region change (both from the same render)', async () => {
    const { first, search } = mount('/browse?category=research&tags=Free');
    await act(async () => {
      first.update({ category: '', tags: [], region: '' });
      first.update({ region: 'undocumented' });
    });
    expect(search()).toEqual({ region: 'undocumented' });
  });

  it('keeps typing made between two filter changes', async () => {
    const { first, search } = mount('/browse?sort=popular');
    await act(async () => {
      first.setText('notes');
      first.update({ category: 'research' });
    });
    expect(search()).toEqual({ q: 'notes', category: 'research', sort: 'popular' });
  });

  it('builds on the URL again after Back', async () => {
    const { router, search } = mount('/browse');
    await act(async () => captured?.update({ category: 'research' }));
    await act(async () => captured?.update({ region: 'northeast' }));
    await act(async () => router.navigate(-1));
    expect(search()).toEqual({ category: 'research' });
    await act(async () => captured?.update({ tags: ['Free'] }));
    expect(search()).toEqual({ category: 'research', tags: 'Free' });
  });
});
