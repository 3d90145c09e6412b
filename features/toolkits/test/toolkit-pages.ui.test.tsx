// /toolkits, /toolkit/{id} and the home showcase: cards, Community Stats, Read more, owner links, the
// not-found and failure states, page-analytics events and hover prefetch for fine pointers only.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@quadkit/core/test-utils/dom-stubs';
import { type AnalyticsProperties, flushEvents } from '@quadkit/core/ui/analytics';
import FeaturedToolkits from '../ui/home/featured-toolkits';
import {
  apiError,
  callsTo,
  deferred,
  detail,
  handlers,
  json,
  renderApp,
  resetHarness,
  resource,
  sentBodies,
  summary,
  tearDownHarness,
} from './ui-harness';

type SentEvent = { name: string; properties: AnalyticsProperties };
/** The analytics events the page has sent to the API (what is queued is sent first). */
function sentEvents(): SentEvent[] {
  flushEvents();
  return sentBodies('POST /api/events').flatMap((body) => (body as { events: SentEvent[] }).events);
}

beforeEach(() => {
  resetHarness();
  handlers['POST /api/events'] = () => json(202, {});
});
afterEach(() => {
  flushEvents(); // nothing queued here is sent in the next test
  tearDownHarness();
});

const preview = (n: number) => Array.from({ length: Math.min(n, 5) }, (_, i) => ({ id: `t${i}`, title: `Tool ${i}` }));

describe('/toolkits', () => {
  it("lists every public toolkit under 'All Toolkits (n)' with Community Stats", async () => {
    handlers['GET /api/toolkits/public'] = () =>
      json(200, {
        toolkits: [
          summary('a', { resourceCount: 10, previewResources: preview(10) }),
          summary('b', { resourceCount: 3, previewResources: preview(3) }),
          summary('c', { resourceCount: 4, previewResources: preview(4) }),
        ],
      });
    renderApp({ path: '/toolkits' });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Toolkits (3)' })).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'Kit a' }).closest('article')!;
    expect(within(card).getByText('+5 more tools')).toBeTruthy();
    expect(within(card).getByText('10 resources')).toBeTruthy();
    expect(within(card).getByText('Public')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Save item' })).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /^View Toolkit/ })
        .getAttribute('href'),
    ).toBe('/toolkit/a');
    const stats = screen.getByRole('region', { name: 'Community Stats' });
    expect(stats.textContent).toBe('Community StatsPublic toolkits3Total resources17Average resources per toolkit6');
  });

  it("shows 'No toolkits yet' with 'Browse Resources' when there are none", async () => {
    handlers['GET /api/toolkits/public'] = () => json(200, { toolkits: [] });
    renderApp({ path: '/toolkits' });
    expect(await screen.findByRole('heading', { name: 'No toolkits yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Resources' }).getAttribute('href')).toBe('/browse');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All Toolkits (0)');
  });

  it('shows the load error with Try Again', async () => {
    handlers['GET /api/toolkits/public'] = () => apiError(500, 'internal_error', 'Something went wrong on our side.');
    renderApp({ path: '/toolkits' });
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    handlers['GET /api/toolkits/public'] = () => json(200, { toolkits: [summary('a')] });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'All Toolkits (1)' })).toBeTruthy();
  });
});

describe('/toolkit/{id}', () => {
  const long = `${'A'.repeat(90)} and then some more words that run past the limit.`;

  it('shows the toolkit, its resources with outside or fallback links, and Read more past 100 characters', async () => {
    const noUrl = resource('anki', { url: '' });
    handlers['GET /api/toolkits/kit'] = () =>
      json(200, { toolkit: detail('kit', { description: long, resources: [resource('notion'), noUrl] }) });
    renderApp({ path: '/toolkit/kit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kit kit' })).toBeTruthy();
    expect(screen.queryByText(long)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(long)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show less' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Notion/ }).getAttribute('href')).toBe('https://notion.example');
    expect(screen.getByRole('link', { name: 'Anki' }).getAttribute('href')).toBe('/resource/anki');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it("gives the owner an Edit link, and 'Add Resources' when the toolkit is empty", async () => {
    handlers['GET /api/toolkits/kit'] = () => json(200, { toolkit: detail('kit', { isOwner: true, resources: [] }) });
    renderApp({ path: '/toolkit/kit' });
    expect(await screen.findByText('No resources in this toolkit yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/dashboard/edit-toolkit/kit');
    expect(screen.getByRole('link', { name: 'Add Resources' }).getAttribute('href')).toBe(
      '/dashboard/edit-toolkit/kit',
    );
  });

  it("reports toolkit_detail_load with the resolved count, time and 'miss' past 50 ms", async () => {
    const answer = deferred();
    handlers['GET /api/toolkits/kit'] = answer.handler;
    renderApp({ path: '/toolkit/kit' });
    await waitFor(() => expect(callsTo('GET /api/toolkits/kit')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await act(async () => answer.answer(json(200, { toolkit: detail('kit') })));
    await screen.findByRole('heading', { level: 1, name: 'Kit kit' });
    const events = sentEvents();
    expect(events).toEqual([
      expect.objectContaining({
        name: 'toolkit_detail_load',
        properties: { toolkit_id: 'kit', resolved_count: 2, load_ms: expect.any(Number), cache: 'miss' },
      }),
    ]);
    expect(events[0]!.properties.load_ms).toBeGreaterThanOrEqual(50);
  });

  it("shows 'Toolkit not found' with 'Return to home' and reports step load_toolkit", async () => {
    handlers['GET /api/toolkits/gone'] = () => apiError(404, 'not_found', 'Toolkit not found');
    renderApp({ path: '/toolkit/gone' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Toolkit not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to home' }).getAttribute('href')).toBe('/');
    expect(sentEvents().map((e) => [e.name, e.properties])).toEqual([
      ['toolkit_detail_error', { toolkit_id: 'gone', step: 'load_toolkit', message: 'Toolkit not found' }],
    ]);
  });

  it("shows 'Couldn't load any resources' with the error and reports step load_resources", async () => {
    handlers['GET /api/toolkits/kit'] = () => apiError(500, 'internal_error', 'Something went wrong on our side.');
    renderApp({ path: '/toolkit/kit' });
    expect(await screen.findByRole('heading', { level: 1, name: "Couldn't load any resources" })).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse resources' }).getAttribute('href')).toBe('/resources');
    expect(sentEvents().map((e) => [e.name, e.properties])).toEqual([
      [
        'toolkit_detail_error',
        { toolkit_id: 'kit', step: 'load_resources', message: 'Something went wrong on our side.' },
      ],
    ]);
  });
});

describe('hover prefetch', () => {
  function pointer(fine: boolean) {
    stubMatchMedia((query) => fine && query === '(pointer: fine)');
  }

  it("fetches a toolkit when a fine pointer hovers its card, so the page opens as a cache 'hit'", async () => {
    pointer(true);
    handlers['GET /api/toolkits/public'] = () => json(200, { toolkits: [summary('kit')] });
    handlers['GET /api/toolkits/kit'] = () => json(200, { toolkit: detail('kit') });
    renderApp({ path: '/toolkits' });
    const view = await screen.findByRole('link', { name: /^View Toolkit/ });
    fireEvent.pointerEnter(view);
    await waitFor(() => expect(callsTo('GET /api/toolkits/kit')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.click(view);
    await screen.findByRole('heading', { level: 1, name: 'Kit kit' });
    expect(callsTo('GET /api/toolkits/kit')).toHaveLength(1);
    expect(sentEvents().at(-1)?.properties).toMatchObject({ toolkit_id: 'kit', cache: 'hit' });
  });

  it('does nothing on a touch screen (no fine pointer)', async () => {
    pointer(false);
    handlers['GET /api/toolkits/public'] = () => json(200, { toolkits: [summary('kit')] });
    renderApp({ path: '/toolkits' });
    fireEvent.pointerEnter(await screen.findByRole('link', { name: /^View Toolkit/ }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo('GET /api/toolkits/kit')).toHaveLength(0);
  });
});

describe('home showcase', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => summary(`k${i}`));
  const renderShowcase = () => renderApp({ path: '/home', routes: [{ path: '/home', element: <FeaturedToolkits /> }] });

  it("shows at most 9 public toolkits and 'See All Toolkits' when there are more", async () => {
    handlers['GET /api/toolkits/public'] = () => json(200, { toolkits: many(10) });
    renderShowcase();
    expect(await screen.findByRole('heading', { name: 'Featured Toolkits' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^View Toolkit/ })).toHaveLength(9));
    expect(screen.getByRole('link', { name: 'See All Toolkits' }).getAttribute('href')).toBe('/toolkits');
  });

  it("leaves 'See All Toolkits' out with 9 or fewer", async () => {
    handlers['GET /api/toolkits/public'] = () => json(200, { toolkits: many(9) });
    renderShowcase();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^View Toolkit/ })).toHaveLength(9));
    expect(screen.queryByRole('link', { name: 'See All Toolkits' })).toBeNull();
  });
});
