// The /submit form in jsdom with a stubbed API: the spec's fields and hint, the shared rules shown beside
// their fields before anything is sent, the spec's success text, and the API's message (or the spec's
// fallback) on failure.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, handlers, json, resetFetchStub } from '@quadkit/core/test-utils/fetch-stub';
import { SubmitScreen } from '../ui/submit/submit-screen';

const KEY = 'POST /api/resource-submissions';

function fillValid() {
  fireEvent.change(screen.getByLabelText('Resource Name'), { target: { value: 'Zebra Notes' } });
  fireEvent.change(screen.getByLabelText('Website URL'), { target: { value: 'https://zebra.example.org' } });
  fireEvent.change(screen.getByLabelText('Description'), {
    target: { value: 'A free tool that keeps lecture notes tidy.' },
  });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'learning' } });
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Resource' }));

afterEach(cleanup);

beforeEach(() => {
  resetFetchStub();
  render(
    <MemoryRouter>
      <SubmitScreen />
    </MemoryRouter>,
  );
});

describe('the Submit a Resource form', () => {
  it("has the spec's fields: a 4-row description, the ten categories and the e-mail hint", () => {
    expect(screen.getByLabelText('Description').getAttribute('rows')).toBe('4');
    const options = [...(screen.getByLabelText('Category') as HTMLSelectElement).options].map((o) => o.text);
    expect(options.slice(1)).toEqual([
      'Student Perks',
      'Study Abroad',
      'Research',
      'Presentation',
      'Writing',
      'Design',
      'Learning',
      'Wellness',
      'Internships',
      'AI Tools',
    ]);
    expect(screen.getByLabelText('Email (optional)').getAttribute('type')).toBe('email');
    expect(screen.getByText("We'll contact you if we need more information")).toBeTruthy();
  });

  it('shows each broken rule beside its field and sends nothing', async () => {
    fireEvent.change(screen.getByLabelText('Website URL'), { target: { value: 'data:text/html,hi' } });
    send();
    expect(await screen.findByText('Resource Name must be at least 2 characters long.')).toBeTruthy();
    expect(screen.getByText('Website URL must be a web address starting with http:// or https://.')).toBeTruthy();
    expect(screen.getByText('Description must be at least 20 characters long.')).toBeTruthy();
    expect(screen.getByText('Please choose a category from the list.')).toBeTruthy();
    expect(callsTo(KEY)).toHaveLength(0);
  });

  it("sends the entry and shows the spec's thanks", async () => {
    handlers[KEY] = () => json(201, { submission: { id: 's1', status: 'pending' } });
    fillValid();
    send();
    expect(
      await screen.findByText('Thanks for your submission! It will be reviewed shortly and published if approved.'),
    ).toBeTruthy();
    expect(JSON.parse(String(callsTo(KEY)[0]?.[1]?.body))).toMatchObject({ name: 'Zebra Notes', category: 'learning' });
  });

  it("says 'This looks like {title}, already in our catalog' with a link when the API flags a possible duplicate", async () => {
    const possibleDuplicate = {
      where: 'catalog',
      title: 'Desmos Graphing Calculator',
      url: 'https://www.desmos.com',
      resourceId: 'desmos',
    };
    handlers[KEY] = () => json(201, { submission: { id: 's2', status: 'pending' }, possibleDuplicate });
    fillValid();
    send();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('This looks like Desmos Graphing Calculator, already in our catalog.');
    const link = screen.getByRole('link', { name: 'Desmos Graphing Calculator' });
    expect(link.getAttribute('href')).toBe('/resource/desmos');
  });

  it("shows the API's duplicate message beside the URL", async () => {
    const message = 'This website is already in our catalog as "Zebra".';
    handlers[KEY] = () =>
      json(400, { error: { code: 'invalid_request', message: `url: ${message}`, issues: [{ path: 'url', message }] } });
    fillValid();
    send();
    // Beside the field and in the form's banner, both as a person reads it: no "url: " path from the API.
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.queryByText(`url: ${message}`)).toBeNull();
  });

  it("falls back to 'An unexpected error occurred.' when the answer carries no message", async () => {
    handlers[KEY] = () => new Response('', { status: 500 });
    fillValid();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred.');
  });
});
