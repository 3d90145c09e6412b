// The Add to toolkit control (resource cards and pages): the signed-in user's toolkits in a menu, picking one
// appends the resource (or says it is there already), a failed list offers Try Again, 'Start a new toolkit'
// creates one with the resource in it, and a visitor who is signed out sees no control at all.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AddToToolkitControl from '../ui/add-to-toolkit/add-to-toolkit';
import {
  apiError,
  callsTo,
  detail,
  handlers,
  json,
  renderApp,
  resetHarness,
  resource,
  sentBodies,
  summary,
  tearDownHarness,
  toastText,
} from './ui-harness';

beforeEach(() => resetHarness());
afterEach(tearDownHarness);

const control = <AddToToolkitControl resourceId="quizlet" title="Quizlet" />;
const mine = [summary('exam', { title: 'Exam week', isOwner: true }), summary('lab', { title: 'Lab work' })];

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Quizlet to a toolkit' }));
  return screen.getByRole('group', { name: 'Add Quizlet to a toolkit' });
}

describe('Add to toolkit', () => {
  it("appends the resource to the picked toolkit and says 'Toolkit updated successfully!'", async () => {
    handlers['GET /api/toolkits/mine'] = () => json(200, { toolkits: mine });
    handlers['GET /api/toolkits/exam'] = () => json(200, { toolkit: detail('exam', { isOwner: true }) });
    handlers['PUT /api/toolkits/exam'] = () => json(200, { toolkit: detail('exam') });
    renderApp({ children: control });
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByRole('button', { name: /Exam week/ }));
    await waitFor(() => expect(toastText()).toContain('Success: Toolkit updated successfully!'));
    expect(sentBodies('PUT /api/toolkits/exam')).toEqual([{ resourceIds: ['notion', 'anki', 'quizlet'] }]);
    expect(screen.queryByRole('group', { name: 'Add Quizlet to a toolkit' })).toBeNull();
  });

  it('says so, and sends nothing, when the toolkit has the resource already', async () => {
    handlers['GET /api/toolkits/mine'] = () => json(200, { toolkits: mine });
    handlers['GET /api/toolkits/lab'] = () =>
      json(200, { toolkit: detail('lab', { resources: [resource('quizlet'), resource('anki')] }) });
    renderApp({ children: control });
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByRole('button', { name: /Lab work/ }));
    await waitFor(() => expect(toastText()).toContain('Notice: Quizlet is already in Lab work.'));
    expect(callsTo('PUT /api/toolkits/lab')).toHaveLength(0);
  });

  it('shows why the list failed, and Try Again loads it', async () => {
    let fail = true;
    handlers['GET /api/toolkits/mine'] = () =>
      fail ? apiError(500, 'internal', 'Database unavailable') : json(200, { toolkits: mine });
    renderApp({ children: control });
    const menu = await openMenu();
    await within(menu).findByText(/Database unavailable/);
    fail = false;
    fireEvent.click(within(menu).getByRole('button', { name: 'Try Again' }));
    await within(menu).findByRole('button', { name: /Exam week/ });
    expect(callsTo('GET /api/toolkits/mine')).toHaveLength(2);
  });

  it('asks for the list again at each opening, so a toolkit made elsewhere shows up', async () => {
    let toolkits = mine.slice(0, 1);
    handlers['GET /api/toolkits/mine'] = () => json(200, { toolkits });
    renderApp({ children: control });
    await within(await openMenu()).findByRole('button', { name: /Exam week/ });
    fireEvent.click(screen.getByRole('button', { name: 'Add Quizlet to a toolkit' }));
    toolkits = mine;
    await within(await openMenu()).findByRole('button', { name: /Lab work/ });
  });

  it("'Start a new toolkit' creates a public toolkit holding the resource", async () => {
    handlers['GET /api/toolkits/mine'] = () => json(200, { toolkits: [] });
    handlers['POST /api/toolkits'] = () => json(201, { toolkit: detail('new') });
    renderApp({ children: control });
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Start a new toolkit' }));
    fireEvent.change(within(menu).getByLabelText('Toolkit title'), { target: { value: 'Flashcards' } });
    fireEvent.change(within(menu).getByLabelText('Description'), { target: { value: 'Apps for the exam weeks.' } });
    fireEvent.click(within(menu).getByRole('button', { name: 'Create toolkit' }));
    await waitFor(() => expect(toastText()).toContain('Success: Toolkit created successfully!'));
    expect(sentBodies('POST /api/toolkits')).toEqual([
      {
        title: 'Flashcards',
        description: 'Apps for the exam weeks.',
        emoji: expect.any(String),
        resourceIds: ['quizlet'],
        visibility: 'public',
        isFeatured: false,
      },
    ]);
  });

  it('is not drawn for a visitor who is signed out', async () => {
    renderApp({ user: null, children: control });
    await screen.findByText('Home page');
    expect(screen.queryByRole('button', { name: 'Add Quizlet to a toolkit' })).toBeNull();
  });
});
