// The answer's event protocol (server-sent events on POST /api/chat): what the worker writes and the panel reads.
//
//   event: start  data: {"mode":"ai"|"catalog","label"?:string}   once, first
//   event: text   data: {"text":"…"}                               a piece of the answer, in order
//   event: card   data: ChatCard                                  a catalog item the answer recommends
//   event: error  data: {"message":"…"}                            the answer failed; shown instead of it
//   event: done   data: {}                                         last, after a complete answer

/** A catalog item shown under an answer. `href` is always a path inside the site, never an outside link. */
export interface ChatCard {
  id: string;
  kind: 'resource' | 'toolkit' | 'article';
  title: string;
  /** One line: the start of the description or snippet. */
  line: string;
  href: string;
  /** Why it fits the question, in the reader's language ('Fits "stressed", "sleep": wellness and mental health'). */
  why?: string;
}

export type ChatMode = 'ai' | 'catalog';

export type ChatEvent =
  | { type: 'start'; mode: ChatMode; label?: string }
  | { type: 'text'; text: string }
  | { type: 'card'; card: ChatCard }
  | { type: 'error'; message: string }
  | { type: 'done' };

/** The SSE frame of one event: `event:` names the type, `data:` is JSON (one line). */
export function eventFrame(event: ChatEvent): { event: string; data: string } {
  const { type, ...rest } = event;
  return { event: type, data: JSON.stringify(type === 'card' ? event.card : rest) };
}

const isText = (value: unknown): value is string => typeof value === 'string';

function cardOf(data: Record<string, unknown>): ChatCard | undefined {
  const { id, kind, title, line, href, why } = data;
  if (!isText(id) || !isText(title) || !isText(line) || !isText(href)) return undefined;
  if (kind !== 'resource' && kind !== 'toolkit' && kind !== 'article') return undefined;
  // Only paths inside the site: a card can never link out, whatever reached the stream.
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return { id, kind, title, line, href, ...(isText(why) ? { why } : {}) };
}

/** Reads one SSE frame back into an event; undefined for anything unknown or malformed. */
export function parseEventFrame(event: string, data: string): ChatEvent | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const body = parsed as Record<string, unknown>;
  switch (event) {
    case 'start':
      return body.mode === 'ai' || body.mode === 'catalog'
        ? { type: 'start', mode: body.mode, ...(isText(body.label) ? { label: body.label } : {}) }
        : undefined;
    case 'text':
      return isText(body.text) ? { type: 'text', text: body.text } : undefined;
    case 'card': {
      const card = cardOf(body);
      return card ? { type: 'card', card } : undefined;
    }
    case 'error':
      return isText(body.message) ? { type: 'error', message: body.message } : undefined;
    case 'done':
      return { type: 'done' };
    default:
      return undefined;
  }
}

/**
 * Splits an SSE byte stream's text into frames as it arrives: feed it chunks, get the complete frames so far.
 * Frames end with a blank line; `event:` and `data:` lines are read, anything else ignored.
 */
export function sseParser(onFrame: (event: string, data: string) => void) {
  let buffer = '';
  return (chunk: string, final = false) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const frames = buffer.split('\n\n');
    buffer = final ? '' : (frames.pop() ?? '');
    for (const frame of frames) {
      let event = 'message';
      const data: string[] = [];
      for (const line of frame.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) onFrame(event, data.join('\n'));
    }
  };
}
