// POST /api/chat through the real worker (no AI binding, as with `wrangler dev --local`): the local catalog path,
// the body checks (message, history, 8 KB before parsing) and the rate limit of 20 messages per 10 minutes.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { send, sendJson, signUp } from '../../../tests/workers/session';
import { CHAT_MESSAGES } from '../shared/chat-rules';
import { cardsOf, freshAddress, readEvents, textOf } from './chat-helpers';

const chat = (body: unknown, headers: Record<string, string> = {}, token?: string) =>
  sendJson('/api/chat', 'POST', body, { headers: { 'CF-Connecting-IP': freshAddress(), ...headers }, token });

async function refused(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as ApiErrorBody).error;
}

describe('POST /api/chat without the AI binding (local path)', () => {
  it('answers from the catalog alone, labelled, with a lead line and the best items as cards', async () => {
    const response = await chat({ message: 'flashcards for my exams' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/event-stream');
    const events = await readEvents(response);
    expect(events[0]).toEqual({
      type: 'start',
      mode: 'catalog',
      label: 'Catalog matches (AI answers are on in production)',
    });
    expect(events.at(-1)).toEqual({ type: 'done' });
    // The lead line counts the cards (at most 4 unless a list is asked for), each saying why it fits.
    expect(textOf(events)).toMatch(/^These [234] catalog items fit your message best:$/);
    const ids = cardsOf(events).map((card) => card.id);
    expect(ids).toContain('anki');
    expect(ids).toContain('quizlet');
    expect(ids.length).toBeLessThanOrEqual(4);
    for (const card of cardsOf(events)) expect(card.href.startsWith('/')).toBe(true);
    expect(cardsOf(events).find((card) => card.id === 'anki')).toMatchObject({
      kind: 'resource',
      title: 'Anki',
      href: '/resource/anki',
      line: 'Free, open-source flashcards that use spaced repetition to schedule each card just before you would forget it.',
    });
  });

  it('finds toolkits and articles too', async () => {
    const events = await readEvents(await chat({ message: 'finals survival' }));
    expect(cardsOf(events)).toContainEqual(
      expect.objectContaining({ id: 'finals-survival-kit', kind: 'toolkit', href: '/toolkit/finals-survival-kit' }),
    );
    const scholarship = await readEvents(await chat({ message: 'scholarship guide' }));
    expect(cardsOf(scholarship).some((card) => card.kind === 'article' && card.href.startsWith('/bulletin/'))).toBe(
      true,
    );
  });

  it('says so when nothing matches, with no cards', async () => {
    const events = await readEvents(await chat({ message: 'zzqxv wvvqz' }));
    expect(cardsOf(events)).toEqual([]);
    expect(textOf(events)).toMatch(/^Nothing in the catalog matches that yet/);
  });

  it('treats FTS5 syntax in a message as plain words', async () => {
    const response = await chat({ message: 'NEAR(anki "quiz*) OR title:* -- \'; drop table resources' });
    expect(response.status).toBe(200);
    expect((await readEvents(response)).at(-1)).toEqual({ type: 'done' });
  });

  it("uses a signed-in student's major in the lead line", async () => {
    const student = await signUp();
    await sendJson('/api/profile', 'PUT', { study_level: 'Undergraduate', major: 'Biology' }, { token: student.token });
    const events = await readEvents(await chat({ message: 'flashcards' }, {}, student.token));
    expect(textOf(events)).toMatch(/best \(you study Biology\):$/);
  });
});

describe('POST /api/chat refuses bad requests with a clear 400', () => {
  it('refuses a blank message (after trimming)', async () => {
    const error = await refused(await chat({ message: '   \n ' }));
    expect(error.code).toBe('invalid_request');
    expect(error.issues).toEqual([{ path: 'message', message: CHAT_MESSAGES.messageBlank }]);
  });

  it('refuses a message over 2,000 characters, but takes exactly 2,000', async () => {
    const error = await refused(await chat({ message: 'a'.repeat(2001) }));
    expect(error.message).toBe('message: A message is at most 2,000 characters.');
    expect((await chat({ message: `  ${'a'.repeat(2000)}  ` })).status).toBe(200);
  });

  it('refuses more than 10 earlier turns', async () => {
    const history = Array.from({ length: 11 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: 'hi' }));
    const error = await refused(await chat({ message: 'hello', history }));
    expect(error.issues).toEqual([{ path: 'history', message: CHAT_MESSAGES.historyTooLong }]);
    expect((await chat({ message: 'hello', history: history.slice(1) })).status).toBe(200);
  });

  it('refuses a body over 8 KB before parsing it', async () => {
    const history = Array.from({ length: 5 }, () => ({ role: 'user', content: 'b'.repeat(1900) }));
    const error = await refused(await chat({ message: 'hello', history }));
    expect(error.message).toBe(CHAT_MESSAGES.bodyTooLarge);
    // Not even JSON: refused for its size, not its syntax.
    const raw = await send('/api/chat', 'POST', 'x'.repeat(9000), {
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshAddress() },
    });
    expect((await refused(raw)).message).toBe(CHAT_MESSAGES.bodyTooLarge);
  });

  it('refuses unknown fields, wrong roles and a missing message', async () => {
    expect((await chat({ message: 'hi', extra: 1 })).status).toBe(400);
    expect((await chat({ message: 'hi', history: [{ role: 'system', content: 'x' }] })).status).toBe(400);
    const error = await refused(await chat({ history: [] }));
    expect(error.issues?.[0]?.path).toBe('message');
  });
});

describe('POST /api/chat rate limit', () => {
  it('answers the 21st message in 10 minutes from one address with 429, Retry-After and when to try again', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      const response = await chat({ message: `flashcards ${i}` }, { 'CF-Connecting-IP': address });
      expect(response.status).toBe(200);
      await response.text();
    }
    const limited = await chat({ message: 'one more' }, { 'CF-Connecting-IP': address });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const { error } = (await limited.json()) as ApiErrorBody;
    expect(error.message).toMatch(/^Too many messages\. Please try again in \d+ (minutes?|seconds?)\.$/);
    // Another address is not affected.
    expect((await chat({ message: 'flashcards' })).status).toBe(200);
  });

  it('counts a signed-in user across addresses', async () => {
    const student = await signUp();
    for (let i = 0; i < 20; i++) {
      const response = await chat({ message: `notes ${i}` }, {}, student.token);
      expect(response.status).toBe(200);
      await response.text();
    }
    expect((await chat({ message: 'notes again' }, {}, student.token)).status).toBe(429);
  });
});
