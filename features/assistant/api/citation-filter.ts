// Post-processes the model's streamed text: each [[id]] it cites becomes a card event if the id is one of the
// retrieved items (once per id), invented ids are dropped unseen, and web addresses are removed from the text,
// so an answer can link nowhere but the catalog. Text is held back only while a marker or word may be unfinished.
import type { ChatCard, ChatEvent } from '../shared/chat-events';

const MARKER = /\[\[\s*([^[\]\s]{1,200})\s*\]\]/g;
const ADDRESS = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+/gi;
export const LINK_REMOVED = '(link removed)';
/** A word longer than this is released even unfinished (an address is removed whole once it ends). */
const MAX_HELD = 2048;

export const removeAddresses = (text: string) => text.replace(ADDRESS, LINK_REMOVED);

export function citationFilter(allowed: readonly ChatCard[]) {
  const byId = new Map(allowed.map((card) => [card.id, card]));
  const shown = new Set<string>();
  let pending = '';

  /** Where the text that can be decided now ends: before an unclosed '[[' or the last, maybe unfinished word. */
  function decidedEnd(): number {
    let end = pending.length;
    const space = Math.max(pending.lastIndexOf(' '), pending.lastIndexOf('\n'), pending.lastIndexOf('\t'));
    if (pending.length - (space + 1) < MAX_HELD) end = space + 1;
    const open = pending.lastIndexOf('[[', end);
    if (open !== -1 && pending.indexOf(']]', open) === -1) end = Math.min(end, open);
    else if (open !== -1 && pending.indexOf(']]', open) + 2 > end) end = Math.min(end, open);
    // A lone '[' at the very end may be the first half of '[['.
    if (end === pending.length && pending.endsWith('[')) end -= 1;
    return Math.max(0, end);
  }

  function release(text: string): ChatEvent[] {
    const events: ChatEvent[] = [];
    let last = 0;
    let prose = '';
    for (const match of text.matchAll(MARKER)) {
      prose += text.slice(last, match.index);
      last = match.index + match[0].length;
      const card = byId.get(match[1] ?? '');
      if (!card || shown.has(card.id)) continue;
      shown.add(card.id);
      if (prose) events.push({ type: 'text', text: removeAddresses(prose) });
      prose = '';
      events.push({ type: 'card', card });
    }
    prose += text.slice(last);
    if (prose) events.push({ type: 'text', text: removeAddresses(prose) });
    return events;
  }

  return {
    /** Events for the text decided so far, including this piece. */
    push(piece: string): ChatEvent[] {
      pending += piece;
      const end = decidedEnd();
      const ready = pending.slice(0, end);
      pending = pending.slice(end);
      return ready ? release(ready) : [];
    },
    /** Events for whatever was held back, at the end of the answer. */
    end(): ChatEvent[] {
      const rest = pending;
      pending = '';
      return rest ? release(rest) : [];
    },
    /** Ids that became cards. */
    cited: () => [...shown],
  };
}
