// The toolkit editor: the spec's validation messages inline (checked with the shared schema before any
// request), the API's field messages without their prefix, create, edit, delete and their toasts, the
// admin-only feature checkbox, and the signed-out and not-yours cases.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@quadkit/core/ui/session-atoms';
import {
  ada,
  admin,
  apiError,
  callsTo,
  detail,
  handlers,
  json,
  renderApp,
  resetHarness,
  resource,
  sentBodies,
  tearDownHarness,
  toastText,
} from './ui-harness';

const catalog = [
  resource('notion'),
  resource('anki', { tags: ['Flashcards'] }),
  resource('zotero', { category: 'research' }),
];

beforeEach(() => {
  resetHarness();
  handlers['GET /api/resources'] = () => json(200, { resources: catalog });
});
afterEach(tearDownHarness);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name = 'Create Toolkit') => fireEvent.click(screen.getByRole('button', { name }));
const add = async (title: string) => fireEvent.click(await screen.findByRole('button', { name: `Add ${title}` }));

async function openCreate(user: SessionUser = ada) {
  const rendered = renderApp({ path: '/dashboard/create-toolkit', user });
  await screen.findByRole('heading', { level: 1, name: 'Create Toolkit' });
  return rendered;
}

describe('toolkit editor validation', () => {
  it('shows the spec messages beside each field and sends nothing', async () => {
    await openCreate();
    submit();
    expect(await screen.findByText('Title must be at least 3 characters long')).toBeTruthy();
    expect(screen.getByText('Description must be at least 10 characters long')).toBeTruthy();
    expect(screen.getByText('Please add at least one resource to your toolkit')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST /api/toolkits')).toHaveLength(0);
  });

  it('clears each message as the field is corrected', async () => {
    await openCreate();
    submit();
    await screen.findByText('Title must be at least 3 characters long');
    type('Title', 'ab');
    expect(screen.getByText('Title must be at least 3 characters long')).toBeTruthy();
    type('Title', 'abc');
    expect(screen.queryByText('Title must be at least 3 characters long')).toBeNull();
    type('Description', 'Long enough now');
    expect(screen.queryByText('Description must be at least 10 characters long')).toBeNull();
    await add('Notion');
    expect(screen.queryByText('Please add at least one resource to your toolkit')).toBeNull();
  });

  it('counts title and description characters against their limits', async () => {
    await openCreate();
    type('Title', 'Exam week');
    expect(screen.getByText('9/100')).toBeTruthy();
    expect(screen.getByText('0/500')).toBeTruthy();
  });

  it("shows the API's field message without the field name, and the failure toast", async () => {
    handlers['POST /api/toolkits'] = () =>
      json(400, {
        error: {
          code: 'invalid_request',
          message: "resourceIds: There is no resource with the id 'notion': remove it from the toolkit",
          // The API's structured issues (docs/decisions/0007), which the form reads.
          issues: [
            { path: 'resourceIds.0', message: "There is no resource with the id 'notion': remove it from the toolkit" },
          ],
        },
      });
    await openCreate();
    type('Title', 'Exam week');
    type('Description', 'Everything for exam week.');
    await add('Notion');
    submit();
    expect(
      await screen.findByText("There is no resource with the id 'notion': remove it from the toolkit"),
    ).toBeTruthy();
    await waitFor(() => expect(toastText()).toEqual(['Error: Failed to create toolkit']));
  });
});

describe('the resource picker', () => {
  it("lists what search ranks first: 'GitHub Student' offers the Student Developer Pack before Copilot", async () => {
    handlers['GET /api/resources'] = () =>
      json(200, {
        resources: [
          resource('github-copilot', {
            title: 'GitHub Copilot',
            description: 'AI pair programmer, free for students.',
          }),
          resource('github-student-developer-pack', { title: 'GitHub Student Developer Pack' }),
        ],
      });
    handlers['GET /api/search?q=GitHub+Student&type=resource&limit=20'] = () =>
      json(200, { results: [{ id: 'github-student-developer-pack' }, { id: 'github-copilot' }] });
    await openCreate();
    type('Find resources', 'GitHub Student');
    const list = await screen.findByRole('list', { name: 'Matching resources' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Add GitHub Student Developer Pack', 'Add GitHub Copilot']),
    );
    fireEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
    const chosen = screen.getByRole('list', { name: 'Resources in this toolkit' });
    expect(within(chosen).getByText('GitHub Student Developer Pack')).toBeTruthy();
  });
});

describe('creating a toolkit', () => {
  it('picks resources without duplicates, reorders them, and saves with POST', async () => {
    handlers['POST /api/toolkits'] = (init) => {
      const body = JSON.parse(String(init.body));
      return json(201, {
        toolkit: detail('new-kit', { ...body, isOwner: true, resources: [resource('anki'), resource('notion')] }),
      });
    };
    const { router } = await openCreate();
    type('Title', '  Exam week  ');
    type('Description', 'Everything for exam week.');
    fireEvent.click(screen.getByRole('radio', { name: '🚀' }));
    await add('Notion');
    expect((screen.getByRole('button', { name: 'Notion is added' }) as HTMLButtonElement).disabled).toBe(true);
    type('Find resources', 'flashcards');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add Zotero' })).toBeNull());
    await add('Anki');
    fireEvent.click(screen.getByRole('button', { name: 'Move Anki up' }));
    const chosen = screen.getByRole('list', { name: 'Resources in this toolkit' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Anki'), expect.stringContaining('Notion')]);
    fireEvent.click(screen.getByRole('radio', { name: /^Private/ }));
    expect(screen.queryByLabelText('Feature this toolkit (admin)')).toBeNull();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/toolkit/new-kit'));
    expect(sentBodies('POST /api/toolkits')).toEqual([
      {
        title: 'Exam week',
        description: 'Everything for exam week.',
        emoji: '🚀',
        resourceIds: ['anki', 'notion'],
        visibility: 'private',
      },
    ]);
    expect(toastText()).toContain('Success: Toolkit created successfully!');
  });

  it('starts public with the 📚 emoji', async () => {
    await openCreate();
    expect((screen.getByRole('radio', { name: '📚' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /^Public/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio', { name: /^\W+$/u })).toHaveLength(20);
  });

  it("lets an admin feature the toolkit with 'Feature this toolkit (admin)'", async () => {
    handlers['POST /api/toolkits'] = () =>
      json(201, { toolkit: detail('new-kit', { isOwner: true, isFeatured: true }) });
    await openCreate(admin);
    type('Title', 'Exam week');
    type('Description', 'Everything for exam week.');
    await add('Notion');
    fireEvent.click(screen.getByLabelText('Feature this toolkit (admin)'));
    submit();
    await waitFor(() => expect(callsTo('POST /api/toolkits')).toHaveLength(1));
    expect(sentBodies('POST /api/toolkits')[0]).toMatchObject({ isFeatured: true });
  });

  it('asks a signed-out visitor to sign in, with a link to the dashboard', async () => {
    renderApp({ user: null, path: '/dashboard/create-toolkit' });
    expect(await screen.findByRole('heading', { name: 'Sign in required' })).toBeTruthy();
    expect(screen.getByText('You must be signed in to create toolkits')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});

describe('editing a toolkit', () => {
  const mine = detail('kit', {
    title: 'My kit',
    description: 'All the tools I use.',
    isOwner: true,
    isPublic: false,
    visibility: 'private',
  });

  it('starts from the stored toolkit and saves changes with PUT', async () => {
    handlers['GET /api/toolkits/kit'] = () => json(200, { toolkit: mine });
    handlers['PUT /api/toolkits/kit'] = () => json(200, { toolkit: { ...mine, title: 'My better kit' } });
    const { router } = renderApp({ path: '/dashboard/edit-toolkit/kit' });
    expect(await screen.findByDisplayValue('My kit')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^Private/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard');
    type('Title', 'My better kit');
    submit('Save Changes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/toolkit/kit'));
    expect(sentBodies('PUT /api/toolkits/kit')).toEqual([
      {
        title: 'My better kit',
        description: 'All the tools I use.',
        emoji: '📚',
        resourceIds: ['notion', 'anki'],
        visibility: 'private',
      },
    ]);
    expect(toastText()).toContain('Success: Toolkit updated successfully!');
  });

  it("says 'Failed to update toolkit' when the save fails", async () => {
    handlers['GET /api/toolkits/kit'] = () => json(200, { toolkit: mine });
    handlers['PUT /api/toolkits/kit'] = () => apiError(500, 'internal_error', 'Something went wrong on our side.');
    renderApp({ path: '/toolkit/kit/edit' });
    await screen.findByDisplayValue('My kit');
    submit('Save Changes');
    await waitFor(() => expect(toastText()).toEqual(['Error: Failed to update toolkit']));
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong on our side.');
  });

  it.each([
    ['not yours', () => json(200, { toolkit: { ...mine, isOwner: false } })],
    ['missing', () => apiError(404, 'not_found', 'Toolkit not found')],
  ])("redirects to the dashboard with 'Failed to load toolkit for editing' when it is %s", async (_, answer) => {
    handlers['GET /api/toolkits/kit'] = answer;
    const { router } = renderApp({ path: '/dashboard/edit-toolkit/kit' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toastText()).toEqual(['Error: Failed to load toolkit for editing']);
  });

  it('deletes after the confirm, then returns to the dashboard', async () => {
    handlers['GET /api/toolkits/kit'] = () => json(200, { toolkit: mine });
    handlers['DELETE /api/toolkits/kit'] = () => json(200, { deleted: true, id: 'kit' });
    const { router } = renderApp({ path: '/dashboard/edit-toolkit/kit' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Toolkit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this toolkit? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toastText()).toEqual(['Success: Toolkit deleted successfully']);
  });

  it("says 'Failed to delete toolkit' and stays when the delete fails", async () => {
    handlers['GET /api/toolkits/kit'] = () => json(200, { toolkit: mine });
    handlers['DELETE /api/toolkits/kit'] = () => apiError(500, 'internal_error', 'Something went wrong on our side.');
    const { router } = renderApp({ path: '/dashboard/edit-toolkit/kit' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Toolkit' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastText()).toEqual(['Error: Failed to delete toolkit']));
    expect(router.state.location.pathname).toBe('/dashboard/edit-toolkit/kit');
  });
});
