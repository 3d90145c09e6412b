// The query cache as views use it: a page the worker rendered starts from the worker's answer (no spinner, no second
// request) once; a later mount shows the kept answer and asks again; a failed or missing answer loads; a write's
// invalidation and a new viewer make shown views ask again; a replaced search is aborted.
import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EdgeQueryCache } from '../ui/data/edge-query-cache';
import { QueryCache, QueryCacheContext } from '../ui/data/query-cache';
import { useQuery } from '../ui/data/use-query';

afterEach(cleanup);

function Count({ queryKey, load }: { queryKey: string; load: () => Promise<number> }) {
  const query = useQuery(queryKey, load, { atTheEdge: true });
  return (
    <p>
      {query.status === 'loaded' ? `count ${query.data}` : query.status}
      <button type="button" onClick={query.reload}>
        Reload
      </button>
    </p>
  );
}

const within = (cache: QueryCache, ui: React.ReactNode) => <QueryCacheContext value={cache}>{ui}</QueryCacheContext>;

const drawn = (answers: Record<string, unknown>) => {
  const cache = new QueryCache();
  cache.hydrate(Object.fromEntries(Object.entries(answers).map(([key, data]) => [key, { ok: true, data }])));
  return cache;
};

describe('useQuery on a page the worker rendered', () => {
  it("draws the worker's answer at once and does not ask again until reloaded", async () => {
    const load = vi.fn(async () => 8);
    render(within(drawn({ count: 7 }), <Count queryKey="count" load={load} />));
    expect(screen.getByText('count 7')).toBeTruthy();
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Reload' }).click());
    expect(await screen.findByText('count 8')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('uses the mark once: a later visit shows the kept answer and asks again', async () => {
    const load = vi.fn(async () => 8);
    const cache = drawn({ count: 7 });
    const first = render(within(cache, <Count queryKey="count" load={load} />));
    await act(async () => {});
    first.unmount();
    render(within(cache, <Count queryKey="count" load={load} />));
    expect(screen.getByText('count 7')).toBeTruthy();
    expect(await screen.findByText('count 8')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('carries a load that failed in the worker as not ok, so the page is not kept, and the browser loads it', async () => {
    const worker = new EdgeQueryCache(new RouterContextProvider());
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await worker.settle('fails', async () => {
      throw new Error('D1 is down');
    });
    await worker.settle('works', async () => 2);
    const answers = worker.dehydrate();
    expect(answers).toEqual({ fails: { ok: false }, works: { ok: true, data: 2 } });
    expect(JSON.stringify(answers)).toContain('"ok":false');
    const browser = new QueryCache();
    browser.hydrate(answers);
    expect(browser.state('fails').status).toBe('loading');
    expect(browser.state('works')).toEqual({ status: 'loaded', data: 2 });
  });

  it("still draws the worker's answer when the session changes the viewer before a lazy view hydrates", async () => {
    const cache = drawn({ count: 7 });
    // The session check answers (a signed-in student) before the home section below has mounted.
    cache.setViewer('ada');
    const load = vi.fn(async () => 9);
    render(within(cache, <Count queryKey="count" load={load} />));
    // The first render matches the worker's HTML (no hydration mismatch), then the view asks for the new viewer.
    expect(screen.getByText('count 7')).toBeTruthy();
    expect(await screen.findByText('count 9')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads in the browser what the worker did not draw, once per key however many views show it', async () => {
    const load = vi.fn(async () => 8);
    render(
      within(
        drawn({ other: 1 }),
        <>
          <Count queryKey="fresh" load={load} />
          <Count queryKey="fresh" load={load} />
        </>,
      ),
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    expect(await screen.findAllByText('count 8')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the query cache after writes and sign-ins', () => {
  it('makes a shown view ask again when a write invalidates its key, keeping the answer meanwhile', async () => {
    let answer = 1;
    const load = vi.fn(async () => answer);
    const cache = new QueryCache();
    render(within(cache, <Count queryKey="mine:ada" load={load} />));
    expect(await screen.findByText('count 1')).toBeTruthy();
    answer = 2;
    act(() => cache.invalidate('mine:'));
    expect(screen.getByText('count 1')).toBeTruthy();
    expect(await screen.findByText('count 2')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows a write's answer at once", async () => {
    const cache = new QueryCache();
    render(within(cache, <Count queryKey="n" load={async () => 1} />));
    expect(await screen.findByText('count 1')).toBeTruthy();
    act(() => cache.set('n', 5));
    expect(screen.getByText('count 5')).toBeTruthy();
  });

  it('keeps a view subscribed when its key is forgotten (sign-out), so it shows the next answer', async () => {
    const cache = new QueryCache();
    render(within(cache, <Count queryKey="profile:ada" load={async () => 1} />));
    expect(await screen.findByText('count 1')).toBeTruthy();
    act(() => cache.forget('profile:'));
    expect(screen.getByText('loading')).toBeTruthy();
    act(() => cache.set('profile:ada', 5));
    expect(screen.getByText('count 5')).toBeTruthy();
  });

  it('never keeps an answer asked for the previous viewer, and forgets what nobody shows', async () => {
    const cache = new QueryCache();
    let finish: (n: number) => void = () => {};
    const slow = cache.load('kit', () => new Promise<number>((resolve) => (finish = resolve)));
    void cache.load('other', async () => 3);
    await act(async () => {});
    cache.setViewer('ada');
    finish(9);
    await slow;
    expect(cache.state('kit').status).toBe('loading');
    expect(cache.state('other').status).toBe('loading');
    // The same viewer again is no change.
    await cache.load('other', async () => 4);
    cache.setViewer('ada');
    expect(cache.state('other')).toEqual({ status: 'loaded', data: 4 });
  });

  it('aborts a load nobody shows any more (a search replaced by the next keystroke)', async () => {
    const signals: AbortSignal[] = [];
    const load = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<number>(() => {});
    };
    const cache = new QueryCache();
    const view = render(within(cache, <Count queryKey="search?q=a" load={load as () => Promise<number>} />));
    await act(async () => {});
    view.rerender(within(cache, <Count queryKey="search?q=ab" load={load as () => Promise<number>} />));
    await act(async () => {});
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });

  it('keeps at most its capacity, forgetting the least recently read answer no view shows', async () => {
    const cache = new QueryCache(undefined, 2);
    await cache.load('a', async () => 1);
    await cache.load('b', async () => 2);
    await cache.ensure('a', async () => 0);
    await cache.load('c', async () => 3);
    expect(cache.state('b').status).toBe('loading');
    expect(cache.state('a')).toEqual({ status: 'loaded', data: 1 });
  });
});
