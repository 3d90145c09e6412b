// A fetch stub for UI tests: answers each "METHOD /path" from a handler table that the test fills in.
import { vi } from 'vitest';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch implementation that answers every call with `body`: each call gets a Response of its own, since a
 * body can be read once (one shared Response failed the second read of a test). */
export const answerEvery = (status: number, body: unknown) => async () => json(status, body);

export type Handler = (init: RequestInit) => Response | Promise<Response>;

/** "METHOD /path": how a handler table names a request. */
const requestKey = (input: RequestInfo | URL, init: RequestInit = {}) => `${init.method ?? 'GET'} ${String(input)}`;

/** A fetch mock that answers each call by the handler for its "METHOD /path", or fails the test loudly. */
export const answeringFrom = (table: Record<string, Handler>) =>
  vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = requestKey(input, init);
    const handler = table[key];
    if (!handler) throw new Error(`unexpected request ${key}`);
    return handler(init);
  });

/** The calls `mock` got for "METHOD /path", as [input, init] pairs. */
export const callsOf = (mock: ReturnType<typeof answeringFrom>, key: string) =>
  mock.mock.calls.filter(([input, init]) => requestKey(input, init) === key);

/** The answers of the stubbed API, by "METHOD /path"; each test sets what it needs. */
export const handlers: Record<string, Handler> = {};
export const fetchMock = answeringFrom(handlers);

/** The fetch calls made to "METHOD /path", as [input, init] pairs. */
export const callsTo = (key: string) => callsOf(fetchMock, key);

/** Forgets earlier calls and answers, and installs the stub as the global fetch. */
export function resetFetchStub() {
  fetchMock.mockClear();
  for (const key of Object.keys(handlers)) delete handlers[key];
  vi.stubGlobal('fetch', fetchMock);
}
