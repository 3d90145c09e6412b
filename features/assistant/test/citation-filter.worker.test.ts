// The citation filter on its own: markers and addresses cut anywhere across stream pieces are still recognised,
// only listed ids become cards, and nothing that looks like a link survives in the text.
import { describe, expect, it } from 'vitest';
import { citationFilter, LINK_REMOVED } from '../api/citation-filter';
import type { ChatCard, ChatEvent } from '../shared/chat-events';

const item = (id: string): ChatCard => ({ id, kind: 'resource', title: id, line: '', href: `/resource/${id}` });
const ITEMS = [item('anki'), item('quizlet')];

/** Feeds the pieces in order and returns every event, texts merged where adjacent. */
function run(pieces: readonly string[]): ChatEvent[] {
  const filter = citationFilter(ITEMS);
  const events = [...pieces.flatMap((piece) => filter.push(piece)), ...filter.end()];
  return events.reduce<ChatEvent[]>((merged, event) => {
    const last = merged.at(-1);
    if (event.type === 'text' && last?.type === 'text')
      merged[merged.length - 1] = { type: 'text', text: last.text + event.text };
    else merged.push(event);
    return merged;
  }, []);
}

/** Every way of cutting `text` into two pieces gives the same events as the whole. */
function everySplit(text: string): ChatEvent[][] {
  return Array.from({ length: text.length + 1 }, (_, at) => run([text.slice(0, at), text.slice(at)]));
}

describe('citation filter', () => {
  it('turns a listed id into a card wherever the stream cuts the marker', () => {
    const text = 'Try [[anki]] today.';
    const whole = run([text]);
    expect(whole).toEqual([
      { type: 'text', text: 'Try ' },
      { type: 'card', card: ITEMS[0] },
      { type: 'text', text: ' today.' },
    ]);
    for (const events of everySplit(text)) expect(events).toEqual(whole);
  });

  it('drops unlisted ids and shows each card once', () => {
    expect(run(['[[notion]] [[anki]] [[ anki ]] [[quizlet]]'])).toEqual([
      { type: 'text', text: ' ' },
      { type: 'card', card: ITEMS[0] },
      { type: 'text', text: '  ' },
      { type: 'card', card: ITEMS[1] },
    ]);
  });

  it('removes web addresses wherever the stream cuts them', () => {
    const text = 'See https://evil.example/x?y=1 or www.evil.example, and ftp://files.example too.';
    for (const events of everySplit(text)) {
      expect(events).toEqual([
        { type: 'text', text: `See ${LINK_REMOVED} or ${LINK_REMOVED} and ${LINK_REMOVED} too.` },
      ]);
    }
  });

  it('keeps ordinary brackets and text that only looks like a marker start', () => {
    expect(run(['a [note] and [[ two words ]] and [', '[x'])).toEqual([
      { type: 'text', text: 'a [note] and [[ two words ]] and [[x' },
    ]);
  });
});
