// The conversation, kept in session storage so it survives navigation (and reloads) within the tab, and the
// earlier turns sent with each message, trimmed to the API's limits.
import type { ChatCard } from '../../shared/chat-events';
import type { ChatTurn } from '../../shared/chat-input';
import { BODY_MAX_BYTES, HISTORY_MAX, MESSAGE_MAX } from '../../shared/chat-rules';

export interface ChatEntry {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  cards: ChatCard[];
  /** streaming: the answer is arriving; error: content is the failure (or 429) text. */
  status: 'streaming' | 'done' | 'error';
  /** The local path's label ('Catalog matches (…)'). */
  label?: string;
}

export const STORAGE_KEY = 'quadkit:assistant:conversation';
/** Older entries are dropped from storage; only the last HISTORY_MAX ever travel. */
const KEEP = 50;

export function loadConversation(): ChatEntry[] {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (entry): entry is ChatEntry =>
          typeof entry === 'object' &&
          entry !== null &&
          (entry.role === 'user' || entry.role === 'assistant') &&
          typeof entry.content === 'string' &&
          Array.isArray(entry.cards),
      )
      .map((entry) =>
        // An answer cut off by a reload never finishes: say so instead of spinning forever.
        entry.status === 'streaming' ? { ...entry, status: 'error' as const } : entry,
      );
  } catch {
    return [];
  }
}

export function saveConversation(entries: readonly ChatEntry[]): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries.slice(-KEEP)));
  } catch {
    // Storage full or blocked: the conversation still lives for this page.
  }
}

/** The turns before a new message: completed ones only, newest last, within the count and size limits. */
export function historyFor(entries: readonly ChatEntry[], message: string): ChatTurn[] {
  const turns: ChatTurn[] = entries
    .filter((entry) => entry.status === 'done' && entry.content.trim() !== '')
    .slice(-HISTORY_MAX)
    .map((entry) => ({ role: entry.role, content: entry.content.slice(0, MESSAGE_MAX) }));
  const size = (list: ChatTurn[]) => new TextEncoder().encode(JSON.stringify({ message, history: list })).length;
  while (turns.length > 0 && size(turns) > BODY_MAX_BYTES - 256) turns.shift();
  return turns;
}
