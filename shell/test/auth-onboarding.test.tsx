// The onboarding wizard after sign-up: four steps with Back and Continue, the graduation year rules, the
// spec's interests and goals, and 'Get Started' saving the profile with onboarded: true.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedProfile } from '../../features/dashboard/ui/profile-state';
import { openAuthModal } from '@quadkit/core/ui/session-events';
import { Toaster } from '@quadkit/core/ui/toaster';
import { AuthModalHost } from '../src/auth/auth-modal-host';
import { ada, json, profileOf, sentBodies, stubApi, type Handler } from './auth-helpers';

const thisYear = new Date().getFullYear();
let fetchMock: ReturnType<typeof stubApi>;
let saveProfile: Handler;

async function signUpIntoWizard(navigate = vi.fn(), redirectTo?: string) {
  const store = createStore();
  render(
    <Provider store={store}>
      <AuthModalHost navigate={navigate} />
      <Toaster />
    </Provider>,
  );
  act(() => openAuthModal({ mode: 'sign-up', ...(redirectTo ? { redirectTo } : {}) }));
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: ada.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  await screen.findByRole('heading', { name: 'Welcome aboard!' });
  return store;
}

const heading = () => screen.getByRole('dialog').querySelector('h2')?.textContent;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
const back = () => fireEvent.click(screen.getByRole('button', { name: 'Back' }));
const yearInput = () => screen.getByLabelText('Graduation year') as HTMLInputElement;

beforeEach(() => {
  // Answers like the API: the saved fields back, with the study level as its profile label.
  saveProfile = (init) =>
    json(200, { profile: profileOf({ ...JSON.parse(String(init.body)), study_level: 'Undergraduate' }) });
  fetchMock = stubApi({
    'POST /api/auth/sign-up': () => json(201, { user: ada }),
    'PUT /api/profile': (init) => saveProfile(init),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('onboarding wizard', () => {
  it('walks forward and back through welcome, studies, interests and goals', async () => {
    await signUpIntoWizard();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    next();
    expect(heading()).toBe('Your studies');
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    next();
    expect(heading()).toBe('Your interests');
    next();
    expect(heading()).toBe('Your goals');
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    back();
    expect(heading()).toBe('Your interests');
    back();
    back();
    expect(heading()).toBe('Welcome aboard!');
  });

  it('starts the studies step at undergraduate and a graduation year four years on', async () => {
    await signUpIntoWizard();
    next();
    const level = screen.getByLabelText('Study level') as HTMLSelectElement;
    expect(level.value).toBe('undergraduate');
    expect([...level.options].map((option) => [option.value, option.textContent])).toEqual([
      ['undergraduate', 'Undergraduate'],
      ['graduate', 'Graduate'],
      ['phd', 'PhD'],
    ]);
    expect(yearInput().type).toBe('number');
    expect(yearInput().value).toBe(String(thisYear + 4));
    expect(yearInput().min).toBe(String(thisYear));
    expect(yearInput().max).toBe(String(thisYear + 10));
  });

  it.each([
    ['last year', String(thisYear - 1)],
    ['eleven years on', String(thisYear + 11)],
    ['a fraction', `${thisYear + 1}.5`],
    ['nothing', ''],
  ])('keeps the studies step open for a graduation year of %s', async (_label, value) => {
    await signUpIntoWizard();
    next();
    fireEvent.change(yearInput(), { target: { value } });
    next();
    expect(heading()).toBe('Your studies');
    expect(screen.getByRole('alert').textContent).toBe(
      `Choose a graduation year from ${thisYear} to ${thisYear + 10}.`,
    );
    expect(yearInput().getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    ['this year', thisYear],
    ['ten years on', thisYear + 10],
  ])('accepts a graduation year of %s', async (_label, year) => {
    await signUpIntoWizard();
    next();
    fireEvent.change(yearInput(), { target: { value: String(year) } });
    next();
    expect(heading()).toBe('Your interests');
  });

  it("offers the spec's interests and the eight study goals with readable labels", async () => {
    await signUpIntoWizard();
    next();
    next();
    const interests = within(screen.getByRole('list', { name: 'Interests' })).getAllByRole('button');
    expect(interests.map((button) => button.textContent)).toEqual([
      'Academic',
      'AI Tools',
      'Career',
      'Design',
      'Internships',
      'Learning',
      'Presentation',
      'Research',
      'Study Abroad',
      'Writing',
      'Wellness',
    ]);
    next();
    const goals = within(screen.getByRole('list', { name: 'Study goals' })).getAllByRole('button');
    expect(goals.map((button) => button.textContent)).toEqual([
      'Academic Excellence',
      'Career Preparation',
      'Skill Development',
      'Networking',
      'Research',
      'Leadership',
      'Entrepreneurship',
      'Graduate School',
    ]);
  });

  it("saves every answer with onboarded: true on 'Get Started', then closes", async () => {
    await signUpIntoWizard();
    next();
    fireEvent.change(screen.getByLabelText('Display name (optional)'), { target: { value: ' Marie C. ' } });
    fireEvent.change(screen.getByLabelText('Study level'), { target: { value: 'phd' } });
    fireEvent.change(screen.getByLabelText('Major'), { target: { value: '  Physics ' } });
    fireEvent.change(yearInput(), { target: { value: String(thisYear + 2) } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CA' } });
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Research' }));
    fireEvent.click(screen.getByRole('button', { name: 'Writing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Writing' }));
    expect(screen.getByRole('button', { name: 'Research' }).getAttribute('aria-pressed')).toBe('true');
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Networking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'PUT /api/profile')).toEqual([
      {
        display_name: 'Marie C.',
        study_level: 'phd',
        major: 'Physics',
        graduation_year: thisYear + 2,
        country: 'CA',
        interests: ['Research'],
        study_goals: ['networking'],
        onboarded: true,
      },
    ]);
    expect(loadedProfile(ada.id)?.onboarded).toBe(true);
    expect(await screen.findByText("You're all set! Your profile has been saved.")).toBeTruthy();
  });

  it('asks for an optional display name, and keeps the step while it holds a web address', async () => {
    await signUpIntoWizard();
    next();
    const name = screen.getByLabelText('Display name (optional)');
    expect((name as HTMLInputElement).value).toBe('');
    fireEvent.change(name, { target: { value: 'my site example.com' } });
    next();
    expect((await screen.findByRole('alert')).textContent).toBe('A display name cannot contain a web address.');
    expect(screen.getByLabelText('Display name (optional)')).toBeTruthy(); // still on the studies step
    fireEvent.change(name, { target: { value: '' } });
    next();
    expect(screen.queryByLabelText('Display name (optional)')).toBeNull();
  });

  it('goes on to the redirect target after Get Started, as a sign-in does', async () => {
    const navigate = vi.fn();
    await signUpIntoWizard(navigate, '/bulletin-board/submit');
    expect(navigate).not.toHaveBeenCalled();
    next();
    next();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(navigate).toHaveBeenCalledWith('/bulletin-board/submit');
  });

  it('stays open with the error when saving fails', async () => {
    const message = 'major: A major is at most 100 characters.';
    saveProfile = () => json(400, { error: { code: 'invalid_request', message } });
    await signUpIntoWizard();
    next();
    next();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(heading()).toBe('Your goals');
    expect((screen.getByRole('button', { name: 'Get Started' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says what to do when the new session opens nothing (an e-mail that already had an account)', async () => {
    saveProfile = () => json(401, { error: { code: 'unauthorized', message: 'Auth session missing!' } });
    await signUpIntoWizard();
    next();
    next();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You're not signed in, so your profile wasn't saved. If this e-mail already has a Quadkit account, check your inbox and sign in instead.",
    );
  });
});
