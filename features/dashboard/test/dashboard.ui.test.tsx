// The profile dashboard at the UI unit level (fetch stubbed): signed-out prompt, profile states, the panels
// slot, profile editing, study goals and the avatar checks.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardPanel } from '@quadkit/core/ui/dashboard-panels';
import { type SessionUser, sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { viewerEligibilityAtom } from '@quadkit/core/ui/use-viewer-eligibility';
import { loadedProfile } from '../ui/profile-state';
import { ada, callsTo, fetchMock, handlers, json, profileOf, renderDashboard, resetHarness } from './dashboard-harness';

// Panels registered by the panel-order test.
const SevenSaved = () => <>7</>;
const ThreeToolkits = () => <>3</>;
const ToolkitsOf = ({ user }: { user: SessionUser }) => <p>toolkits of {user.email}</p>;

// The screen's lazy chunk compiles once up front, so no test's time limit pays for it on a busy machine.
beforeAll(() => import('../ui/screens/dashboard-screen'));
beforeEach(resetHarness);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('dashboard when signed out', () => {
  it('asks to sign in, and the Sign In button fires openAuthModal', async () => {
    const opened = vi.fn();
    window.addEventListener('openAuthModal', opened);
    renderDashboard({ user: null });
    expect(await screen.findByText('Please sign in to view your profile.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect((opened.mock.calls[0]![0] as CustomEvent).detail).toEqual({ mode: 'sign-in' });
    expect(fetchMock).not.toHaveBeenCalled();
    window.removeEventListener('openAuthModal', opened);
  });

  it('is titled Profile Dashboard and kept out of search engines', async () => {
    renderDashboard({ user: null });
    await screen.findByText('Please sign in to view your profile.');
    expect(document.title).toBe('Profile Dashboard – Quadkit');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});

describe('dashboard profile', () => {
  it('shows a spinner while the profile loads, then the profile', async () => {
    let answer: ((response: Response) => void) | undefined;
    handlers['GET /api/profile'] = () => new Promise<Response>((resolve) => (answer = resolve));
    renderDashboard();
    expect((await screen.findByRole('status')).textContent).toBe('Loading your profile');
    const profile = profileOf({ study_level: 'Undergraduate', major: 'Computer Science' });
    // The request leaves once the lazily loaded API client has sent it: answer it only then.
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    await act(async () => answer?.(json(200, { profile })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Dashboard' })).toBeTruthy();
    expect(screen.getByText('ada@example.edu')).toBeTruthy();
    expect(screen.getByText('Undergraduate · Computer Science')).toBeTruthy();
  });

  it("says 'Complete your profile' when neither study level nor major is set", async () => {
    renderDashboard();
    expect(await screen.findByText('Complete your profile')).toBeTruthy();
  });

  it("offers 'Finish setting up' (reopens onboarding) while the profile is not onboarded, and not after", async () => {
    const opened = vi.fn();
    window.addEventListener('openAuthModal', opened);
    handlers['GET /api/profile'] = () => json(200, { profile: profileOf({ onboarded: false }) });
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Finish setting up' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect((opened.mock.calls[0]![0] as CustomEvent).detail).toEqual({ mode: 'onboarding' });
    window.removeEventListener('openAuthModal', opened);
    cleanup();
    resetHarness();
    handlers['GET /api/profile'] = () => json(200, { profile: profileOf({ onboarded: true }) });
    renderDashboard();
    await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(screen.queryByRole('button', { name: 'Finish setting up' })).toBeNull();
  });

  it('links Create Toolkit, Submit Article and Explore Resources', async () => {
    renderDashboard();
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    const links = within(shortcuts)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Create Toolkit', '/dashboard/create-toolkit'],
      ['Submit Article', '/bulletin-board/submit'],
      ['Explore Resources', '/browse'],
    ]);
  });

  it("adds an 'Admin' shortcut to /admin for an admin", async () => {
    renderDashboard({ user: { ...ada, isAdmin: true } });
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('shows the load error with Try Again, which loads again', async () => {
    const message = 'Something went wrong on our side. Please try again.';
    handlers['GET /api/profile'] = () => json(500, { error: { code: 'internal_error', message } });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: "Couldn't load your profile" })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    handlers['GET /api/profile'] = () => json(200, { profile: profileOf({ major: 'History' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('History')).toBeTruthy();
  });

  it('shows the signed-out prompt when the API says the session is gone', async () => {
    handlers['GET /api/profile'] = () =>
      json(401, { error: { code: 'unauthorized', message: 'Auth session missing!' } });
    const { store } = renderDashboard();
    expect(await screen.findByText('Please sign in to view your profile.')).toBeTruthy();
    expect(store.get(sessionUserAtom)).toBeNull();
  });
});

describe('dashboard panels from other features', () => {
  it('shows no counters while no feature registers one', async () => {
    renderDashboard();
    await screen.findByText('Complete your profile');
    expect(screen.queryByRole('region', { name: 'Your activity' })).toBeNull();
  });

  it('draws registered counters and sections in order', async () => {
    const panels: DashboardPanel[] = [
      { id: 'saved', title: 'Saved items', order: 2, placement: 'counter', Component: SevenSaved },
      { id: 'toolkits', title: 'Toolkits', order: 1, placement: 'counter', Component: ThreeToolkits },
      { id: 'my-toolkits', title: 'My Toolkits', order: 1, placement: 'section', Component: ToolkitsOf },
    ];
    renderDashboard({ panels });
    const counters = await screen.findByRole('region', { name: 'Your activity' });
    expect(counters.textContent).toBe('3Toolkits7Saved items');
    expect(screen.getByRole('heading', { name: 'My Toolkits' })).toBeTruthy();
    expect(screen.getByText('toolkits of ada@example.edu')).toBeTruthy();
  });

  it("asks for the panels' data beside the profile, and shows them only once the profile has answered", async () => {
    let answerProfile: (response: Response) => void = () => {};
    handlers['GET /api/profile'] = () => new Promise<Response>((resolve) => (answerProfile = resolve));
    handlers['GET /api/toolkits/mine'] = () => json(200, { toolkits: [] });
    const MyToolkits = () => {
      useEffect(() => void fetch('/api/toolkits/mine'), []);
      return <p>my toolkits</p>;
    };
    const panels: DashboardPanel[] = [
      { id: 'my-toolkits', title: 'My Toolkits', order: 1, placement: 'section', Component: MyToolkits },
    ];
    renderDashboard({ panels });
    expect(await screen.findByText('Loading your profile')).toBeTruthy();
    await waitFor(() => expect(callsTo('GET /api/toolkits/mine')).toHaveLength(1));
    expect(callsTo('GET /api/profile')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'My Toolkits' })).toBeNull();
    await act(async () => answerProfile(json(200, { profile: profileOf() })));
    expect(await screen.findByRole('heading', { name: 'My Toolkits' })).toBeTruthy();
    expect(screen.getByText('my toolkits')).toBeTruthy();
    expect(screen.queryByText('Loading your profile')).toBeNull();
    // The panel stayed mounted: its read was not made a second time.
    expect(callsTo('GET /api/toolkits/mine')).toHaveLength(1);
  });
});

describe('editing the profile', () => {
  it('saves study level, major, graduation year, country and interests with PUT and a toast', async () => {
    handlers['PUT /api/profile'] = (init) => json(200, { profile: profileOf(JSON.parse(String(init.body))) });
    const { store } = renderDashboard();
    await screen.findByText('Complete your profile');
    const level = screen.getByLabelText('Study level') as HTMLSelectElement;
    expect([...level.options].map((option) => option.value)).toEqual([
      '',
      'High School',
      'Undergraduate',
      'Graduate',
      'PhD',
      'Professional',
      'Other',
    ]);
    fireEvent.change(level, { target: { value: 'Professional' } });
    fireEvent.change(screen.getByLabelText('Major'), { target: { value: 'Design' } });
    fireEvent.change(screen.getByLabelText('Graduation year'), {
      target: { value: String(new Date().getFullYear() + 1) },
    });
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.options[0]?.textContent).toBe('Not set');
    expect([...country.options].find((option) => option.value === 'CA')?.textContent).toBe('Canada');
    fireEvent.change(country, { target: { value: 'CA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wellness' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy();
    expect(JSON.parse(String(callsTo('PUT /api/profile')[0]![1]!.body))).toEqual({
      display_name: null,
      study_level: 'Professional',
      major: 'Design',
      graduation_year: new Date().getFullYear() + 1,
      country: 'CA',
      interests: ['Wellness'],
    });
    expect(loadedProfile(ada.id)?.major).toBe('Design');
    // The saved level and country reach core's eligibility viewer, which browse's badges read.
    expect(store.get(viewerEligibilityAtom)).toEqual({ studyLevel: 'Professional', country: 'CA' });
    expect(screen.getByText('Professional · Design')).toBeTruthy();
  });

  it('edits the display name, refusing an e-mail address beside the field without sending anything', async () => {
    handlers['PUT /api/profile'] = (init) => json(200, { profile: profileOf(JSON.parse(String(init.body))) });
    renderDashboard();
    await screen.findByText('Complete your profile');
    const name = screen.getByLabelText('Display name (optional)');
    fireEvent.change(name, { target: { value: 'ada@example.edu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^A display name cannot contain an e-mail address/);
    expect(callsTo('PUT /api/profile')).toHaveLength(0);
    fireEvent.change(name, { target: { value: ' Ada L. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy();
    expect(JSON.parse(String(callsTo('PUT /api/profile')[0]![1]!.body)).display_name).toBe('Ada L.');
    expect((name as HTMLInputElement).value).toBe('Ada L.');
  });

  it('refuses a graduation year out of range without sending anything', async () => {
    renderDashboard();
    await screen.findByText('Complete your profile');
    fireEvent.change(screen.getByLabelText('Graduation year'), { target: { value: '1999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Choose a graduation year from \d{4} to \d{4}\.$/);
    expect(callsTo('PUT /api/profile')).toHaveLength(0);
  });

  it('saves a study goal as soon as it is toggled', async () => {
    handlers['PUT /api/profile'] = (init) => json(200, { profile: profileOf(JSON.parse(String(init.body))) });
    renderDashboard();
    const goals = await screen.findByRole('list', { name: 'Study goals' });
    expect(within(goals).getAllByRole('button')).toHaveLength(8);
    fireEvent.click(within(goals).getByRole('button', { name: 'Leadership' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(JSON.parse(String(callsTo('PUT /api/profile')[0]![1]!.body))).toEqual({ study_goals: ['leadership'] });
    expect(within(goals).getByRole('button', { name: 'Leadership' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('avatar upload', () => {
  const pick = (file: File) => fireEvent.change(screen.getByLabelText('Change photo'), { target: { files: [file] } });

  it('accepts images only, and refuses a file that is not one before uploading', async () => {
    renderDashboard();
    await screen.findByText('Complete your profile');
    expect((screen.getByLabelText('Change photo') as HTMLInputElement).accept).toBe('image/*');
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please choose an image file (PNG, JPEG, GIF or WebP).',
    );
    expect(callsTo('POST /api/profile/avatar')).toHaveLength(0);
  });

  it('refuses an image over 2 MB before uploading', async () => {
    renderDashboard();
    await screen.findByText('Complete your profile');
    pick(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The image is larger than 2 MB. Choose a smaller image.',
    );
    expect(callsTo('POST /api/profile/avatar')).toHaveLength(0);
  });

  it('sends the raw bytes and shows the new avatar at once', async () => {
    const profile = profileOf({ avatar_url: '/api/avatars/user-ada-1.png' });
    handlers['POST /api/profile/avatar'] = () => json(200, { profile });
    renderDashboard();
    await screen.findByText('Complete your profile');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    pick(file);
    expect(await screen.findByText('Your profile photo has been updated.')).toBeTruthy();
    const [, init] = callsTo('POST /api/profile/avatar')[0]!;
    expect(init!.body).toBe(file);
    expect(new Headers(init!.headers).get('Content-Type')).toBe('image/png');
    expect(document.querySelector('.dashboard-summary img')?.getAttribute('src')).toBe('/api/avatars/user-ada-1.png');
  });

  it("shows the API's refusal", async () => {
    const message = 'The file is not a supported image. Upload a PNG, JPEG, GIF or WebP image.';
    handlers['POST /api/profile/avatar'] = () => json(415, { error: { code: 'unsupported_media_type', message } });
    renderDashboard();
    await screen.findByText('Complete your profile');
    pick(new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
