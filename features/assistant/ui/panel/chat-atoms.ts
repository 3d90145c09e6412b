// The conversation's state, in the shell's one jotai store: it outlives the panel (closing it mid-answer lets
// the answer finish) and is mirrored to session storage on every change.
import { atom } from 'jotai';
import { isApiError } from '@quadkit/core/ui/api-client';
import type { ChatEvent } from '../../shared/chat-events';
import { CHAT_MESSAGES } from '../../shared/chat-rules';
import { streamChat } from './chat-client';
import { type ChatEntry, historyFor, loadConversation, saveConversation } from './conversation';

const entriesBase = atom<ChatEntry[] | null>(null);

/** Read lazily from session storage the first time the panel opens in this page. */
export const entriesAtom = atom(
  (get) => get(entriesBase) ?? loadConversation(),
  (_get, set, next: ChatEntry[]) => {
    set(entriesBase, next);
    saveConversation(next);
  },
);

export const busyAtom = atom(false);

let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(++counter).toString(36)}`;

/** What an error shows: the API's own words for a 429 or a refused message, the spec's failure text otherwise. */
function failureText(error: unknown): string {
  if (isApiError(error) && (error.status === 429 || error.status === 400)) return error.message;
  return CHAT_MESSAGES.failure;
}

function apply(entry: ChatEntry, event: ChatEvent): ChatEntry {
  switch (event.type) {
    case 'start':
      return event.label ? { ...entry, label: event.label } : entry;
    case 'text':
      return { ...entry, content: entry.content + event.text };
    case 'card':
      return entry.cards.some((card) => card.id === event.card.id)
        ? entry
        : { ...entry, cards: [...entry.cards, event.card] };
    case 'error':
      return { ...entry, content: event.message, cards: [], status: 'error' };
    case 'done':
      return { ...entry, status: 'done' };
  }
}

/** Sends a message (nothing when blank or while another runs); resolves when the answer has ended. */
export const sendAtom = atom(null, async (get, set, text: string): Promise<boolean> => {
  const message = text.trim();
  if (!message || get(busyAtom)) return false;
  set(busyAtom, true);
  const history = historyFor(get(entriesAtom), message);
  const answerId = newId();
  set(entriesAtom, [
    ...get(entriesAtom),
    { id: newId(), role: 'user', content: message, cards: [], status: 'done' },
    { id: answerId, role: 'assistant', content: '', cards: [], status: 'streaming' },
  ]);
  const update = (change: (entry: ChatEntry) => ChatEntry) =>
    set(
      entriesAtom,
      get(entriesAtom).map((entry) => (entry.id === answerId ? change(entry) : entry)),
    );
  try {
    await streamChat(message, history, (event) => update((entry) => apply(entry, event)));
    // A stream that ended without 'done' or 'error' was cut off.
    update((entry) =>
      entry.status === 'streaming' ? { ...entry, content: CHAT_MESSAGES.failure, cards: [], status: 'error' } : entry,
    );
  } catch (error) {
    console.error('Study Assistant request failed', error);
    update((entry) => ({ ...entry, content: failureText(error), cards: [], status: 'error' }));
  } finally {
    set(busyAtom, false);
  }
  return true;
});

export const clearAtom = atom(null, (get, set) => {
  if (!get(busyAtom)) set(entriesAtom, []);
});
