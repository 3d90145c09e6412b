// A fetch stub for UI tests: answers each "METHOD /path" from a handler table that the test fills in.
import { vi } from 'vitest';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch implementation that answers every call with `body`: each call gets a Response of its own, since a
 * body can be read once (one shared Response failed the second read of a test). */
export const answerEvery = (status: number, body: unknown) => async () => json(status, body);

export type Handler = (init: RequestInit) => Response | Promise<Response>;

/** The answers of the stubbed API, by "METHOD /path"; each test sets what it needs. */
export const handlers: Record<string, Handler> = {};
export const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const key = `${init.method ?? 'GET'} ${String(input)}`;
  const handler = handlers[key];
  if (!handler) throw new Error(`unexpected request ${key}`);
  return handler(init);
});

/** The fetch calls made to "METHOD /path", as [input, init] pairs. */
export const callsTo = (key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);

/** Forgets earlier calls and answers, and installs the stub as the global fetch. */
export function resetFetchStub() {
  fetchMock.mockClear();
  for (const key of Object.keys(handlers)) delete handlers[key];
  vi.stubGlobal('fetch', fetchMock);
}
