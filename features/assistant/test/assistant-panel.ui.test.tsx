// The panel in jsdom against a stubbed /api/chat: what is sent and when nothing is, the streamed answer with
// its cards, the 429 and failure texts, session storage, and the hand-off event from search.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, handlers, json, resetFetchStub } from '@quadkit/core/test-utils/fetch-stub';
import { askStudyAssistant } from '@quadkit/core/ui/assistant-events';
import type { ChatEvent } from '../shared/chat-events';
import { CHAT_MESSAGES } from '../shared/chat-rules';
import { STORAGE_KEY } from '../ui/panel/conversation';
import { renderLauncher, sse } from './panel-helpers';

const anki = { id: 'anki', kind: 'resource', title: 'Anki', line: 'Free flashcards.', href: '/resource/anki' } as const;

const ANSWER: ChatEvent[] = [
  { type: 'start', mode: 'catalog', label: CHAT_MESSAGES.catalogLabel },
  { type: 'text', text: 'These catalog items match your message best:' },
  { type: 'card', card: anki },
  { type: 'done' },
];

async function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: 'Open Study Assistant' }));
  const panel = await screen.findByRole('dialog', { name: 'Study Assistant' });
  return { panel, input: within(panel).getByLabelText('Message the Study Assistant') as HTMLTextAreaElement };
}

const sent = () => callsTo('POST /api/chat').map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  resetFetchStub();
  sessionStorage.clear();
});

afterEach(cleanup);

describe('Study Assistant panel', { timeout: 20_000 }, () => {
  it('opens on the empty state and sends nothing for blank input or Shift+Enter', async () => {
    renderLauncher();
    const { panel, input } = await openPanel();
    within(panel).getByText('How can I help you?');
    fireEvent.change(input, { target: { value: '  \n ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'flashcards' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(callsTo('POST /api/chat')).toHaveLength(0);
    within(panel).getByText('How can I help you?');
  });

  it('sends on Enter with the earlier turns, shows the streamed answer with its card, and keeps it in session storage', async () => {
    handlers['POST /api/chat'] = () => sse(ANSWER);
    renderLauncher();
    const { panel, input } = await openPanel();
    fireEvent.change(input, { target: { value: '  flashcards for my exams ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await within(panel).findByRole('article', { name: 'Anki' });
    within(panel).getByText(CHAT_MESSAGES.catalogLabel);
    within(panel).getByText('These catalog items match your message best:');
    expect(within(panel).getByRole('link', { name: 'Anki' }).getAttribute('href')).toBe('/resource/anki');
    expect(input.value).toBe('');
    expect(sent()).toEqual([{ message: 'flashcards for my exams', history: [] }]);

    fireEvent.change(input, { target: { value: 'and for languages?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toEqual({
      message: 'and for languages?',
      history: [
        { role: 'user', content: 'flashcards for my exams' },
        { role: 'assistant', content: 'These catalog items match your message best:' },
      ],
    });
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as { content: string }[];
    expect(stored[0]?.content).toBe('flashcards for my exams');
  });

  it('shows a spinner while waiting and sends nothing more until the answer ends', async () => {
    let answer: (response: Response) => void = () => {};
    handlers['POST /api/chat'] = () => new Promise<Response>((resolve) => (answer = resolve));
    renderLauncher();
    const { panel, input } = await openPanel();
    fireEvent.change(input, { target: { value: 'first' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await within(panel).findByText('Study Assistant is thinking…');
    fireEvent.change(input, { target: { value: 'second' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(callsTo('POST /api/chat')).toHaveLength(1);
    expect(input.value).toBe('second');
    await act(async () => answer(sse(ANSWER)));
    await within(panel).findByRole('article', { name: 'Anki' });
    expect(within(panel).queryByText('Study Assistant is thinking…')).toBeNull();
  });

  it('says when to try again after a 429, and gives the failure text when the request fails', async () => {
    const wait = 'Too many messages. Please try again in 5 minutes.';
    handlers['POST /api/chat'] = () => json(429, { error: { code: 'rate_limited', message: wait } });
    renderLauncher();
    const { panel, input } = await openPanel();
    fireEvent.change(input, { target: { value: 'hello' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await within(panel).findByText(wait);

    handlers['POST /api/chat'] = () => json(500, { error: { code: 'internal_error', message: 'boom' } });
    fireEvent.change(input, { target: { value: 'again' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await within(panel).findByText(CHAT_MESSAGES.failure);

    handlers['POST /api/chat'] = () =>
      sse([
        { type: 'start', mode: 'ai' },
        { type: 'error', message: CHAT_MESSAGES.failure },
      ]);
    fireEvent.change(input, { target: { value: 'third' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(within(panel).getAllByText(CHAT_MESSAGES.failure)).toHaveLength(2));
  });

  it('restores the conversation from session storage', async () => {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([
        { id: '1', role: 'user', content: 'flashcards', cards: [], status: 'done' },
        { id: '2', role: 'assistant', content: 'Try these:', cards: [anki], status: 'done' },
      ]),
    );
    renderLauncher();
    const { panel } = await openPanel();
    within(panel).getByText('flashcards');
    within(panel).getByRole('article', { name: 'Anki' });
  });

  it('opens with the query filled in, not sent, when search hands one over', async () => {
    renderLauncher();
    act(() => askStudyAssistant('citation manager for law'));
    const panel = await screen.findByRole('dialog', { name: 'Study Assistant' });
    const input = within(panel).getByLabelText('Message the Study Assistant') as HTMLTextAreaElement;
    expect(input.value).toBe('citation manager for law');
    expect(callsTo('POST /api/chat')).toHaveLength(0);
  });
});
