// The dashboard panel (first 5 posts, 'View All Submissions (n)' above 5), the /submissions list (status badges,
// reason, 'Failed to fetch submissions') and the submit form's disabled rule and banners, against a stubbed API.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers, json, resetFetchStub } from '@quadkit/core/test-utils/fetch-stub';
import { sessionCheckedAtom, sessionUserAtom, type SessionUser } from '@quadkit/core/ui/session-atoms';
import { POST_MESSAGES } from '../shared/post-rules';
import { MyPostsPanel, SubmissionsCount } from '../ui/panels/dashboard';
import BulletinSubmissions from '../ui/panels/submissions-list';
import { SubmitScreen } from '../ui/submit/submit-screen';

// The first render loads react-router and the screens: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const ada: SessionUser = { id: 'user-ada', email: 'ada@example.edu', isAdmin: false };

const post = (n: number, status = 'pending', reason: string | null = null) => ({
  id: `post-${n}`,
  title: `Post number ${n}`,
  tags: [],
  status,
  reason,
  createdAt: new Date(2026, 0, n).toISOString(),
  reviewedAt: null,
});

function show(element: ReactNode) {
  const store = createStore();
  store.set(sessionUserAtom, ada);
  store.set(sessionCheckedAtom, true);
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

beforeEach(() => {
  resetFetchStub();
});
afterEach(() => {
  cleanup();
});

describe('dashboard: My Bulletin Board Posts', () => {
  it("shows the first 5 and 'View All Submissions (n)' when there are more", async () => {
    const posts = [1, 2, 3, 4, 5, 6, 7].map((n) => post(n));
    handlers['GET /api/bulletin/posts/mine'] = () => json(200, { posts, total: 7 });
    show(
      <>
        <SubmissionsCount user={ada} />
        <MyPostsPanel user={ada} />
      </>,
    );
    const link = await screen.findByRole('link', { name: 'View All Submissions (7)' });
    expect(link.getAttribute('href')).toBe('/submissions');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('7')).toBeTruthy();
  });

  it('has no link with 5 posts or fewer', async () => {
    handlers['GET /api/bulletin/posts/mine'] = () => json(200, { posts: [post(1)], total: 1 });
    show(<MyPostsPanel user={ada} />);
    await screen.findByText('Post number 1');
    expect(screen.queryByRole('link', { name: /View All Submissions/ })).toBeNull();
  });

  it("says 'Failed to fetch submissions' when the server answers an error with no message", async () => {
    handlers['GET /api/bulletin/posts/mine'] = () => new Response('', { status: 500 });
    show(<MyPostsPanel user={ada} />);
    expect(await screen.findByText(POST_MESSAGES.fetchFailed)).toBeTruthy();
    expect(screen.queryByText(/answered with status/)).toBeNull();
  });
});

describe('/submissions: bulletin posts', () => {
  it('shows each status as its coloured badge and a rejection with its reason', async () => {
    const posts = [post(1), post(2, 'approved'), post(3, 'rejected', 'Off topic'), post(4, 'weird')];
    handlers['GET /api/bulletin/posts/mine'] = () => json(200, { posts, total: 4 });
    show(<BulletinSubmissions user={ada} />);
    await screen.findByText('Post number 1');
    const badge = (text: string) => screen.getAllByText(text, { selector: '.status-badge' });
    expect(badge('Pending').map((b) => b.className)).toEqual([
      'status-badge status-badge--pending',
      'status-badge status-badge--pending',
    ]);
    expect(badge('Approved')[0]?.className).toContain('status-badge--approved');
    expect(badge('Rejected')[0]?.className).toContain('status-badge--rejected');
    expect(screen.getByText('Reason: Off topic')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post number 2' }).getAttribute('href')).toBe('/bulletin/post-2');
  });

  it("says 'Failed to fetch submissions' and tries again", async () => {
    handlers['GET /api/bulletin/posts/mine'] = () => Promise.reject(new TypeError('offline'));
    show(<BulletinSubmissions user={ada} />);
    await screen.findByRole('heading', { name: POST_MESSAGES.fetchFailed });
    handlers['GET /api/bulletin/posts/mine'] = () => json(200, { posts: [post(1)], total: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByText('Post number 1');
  });
});

describe('the submit form', () => {
  const body = 'Plan each week on Sunday evening and review what you learned every Friday afternoon.';

  it('stays disabled until the title has 5 and the body 50 characters', () => {
    show(<SubmitScreen />);
    const submit = screen.getByRole('button', { name: 'Submit Article' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Plan' } });
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: body } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Plans' } });
    expect(submit.disabled).toBe(false);
    expect(screen.getByText('5/100')).toBeTruthy();
  });

  it("says 'Title must be at least 5 characters long.' and the body's rule on leaving a short field", () => {
    show(<SubmitScreen />);
    const submit = screen.getByRole('button', { name: 'Submit Article' }) as HTMLButtonElement;
    const title = screen.getByLabelText('Title');
    const content = screen.getByLabelText('Content');
    // Nothing said while typing the first time, nor for a field left empty.
    fireEvent.change(title, { target: { value: 'Hey' } });
    expect(screen.queryByText(POST_MESSAGES.titleShort)).toBeNull();
    fireEvent.blur(content);
    expect(screen.queryByText(POST_MESSAGES.bodyShort)).toBeNull();

    fireEvent.blur(title);
    expect(screen.getByText(POST_MESSAGES.titleShort)).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toContain(screen.getByText(POST_MESSAGES.titleShort).id);
    fireEvent.change(content, { target: { value: 'Too short to post.' } });
    fireEvent.blur(content);
    expect(screen.getByText(POST_MESSAGES.bodyShort)).toBeTruthy();
    expect(submit.disabled).toBe(true);

    // Once left, the message follows what is typed: gone at 5 characters, back below.
    fireEvent.change(title, { target: { value: 'Hey there' } });
    expect(screen.queryByText(POST_MESSAGES.titleShort)).toBeNull();
    fireEvent.change(title, { target: { value: 'Hey' } });
    expect(screen.getByText(POST_MESSAGES.titleShort)).toBeTruthy();
  });

  it("shows the API's message in the error banner, and the success banner once accepted", async () => {
    handlers['POST /api/bulletin/posts'] = () =>
      json(429, { error: { code: 'rate_limited', message: 'Too many posts. Please try again in 40 minutes.' } });
    show(<SubmitScreen />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Weekly plans' } });
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: body } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: ' Career, , Finance ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Article' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many posts. Please try again in 40 minutes.');

    let sent: unknown;
    handlers['POST /api/bulletin/posts'] = (init) => {
      sent = JSON.parse(String(init.body));
      return json(201, { post: post(9) });
    };
    fireEvent.click(screen.getByRole('button', { name: 'Submit Article' }));
    await screen.findByText(POST_MESSAGES.submitted);
    expect(sent).toEqual({ title: 'Weekly plans', body, tags: ['Career', 'Finance'] });
  });

  it("falls back to 'An unexpected error occurred.' when the answer carries no message", async () => {
    handlers['POST /api/bulletin/posts'] = () => new Response('', { status: 500 });
    show(<SubmitScreen />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Weekly plans' } });
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: body } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Article' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toBe(POST_MESSAGES.submitFailed);
  });
});
