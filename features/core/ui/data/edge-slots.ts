// Slots on a page the worker renders (docs/decisions/0019): a slot whose load can run in the worker is loaded
// there, drawn with its data, and its answer travels in the page's JSON block, so the browser hydrates it as drawn
// instead of showing a spinner and asking the API again.
import { createContext } from 'react';
import type { RouterContextProvider } from 'react-router';

/** A slot's answer as the page carries it: `ok: false` (a failed load) is drawn loading and loaded in the browser. */
export type EdgeSlotAnswer = { ok: true; data: unknown } | { ok: false };

export type EdgeSlots =
  /** In the worker: the request's router context (its in-process fetch) and each slot's answer by key. */
  | { side: 'server'; context: Readonly<RouterContextProvider>; answers: Map<string, Promise<EdgeSlotAnswer>> }
  /** In the browser: the answers the worker drew the page with, each used once, by the first render of its key. */
  | { side: 'browser'; answers: Map<string, EdgeSlotAnswer> };

/** Null in the browser on a page it renders itself (private pages, the offline shell). */
export const EdgeSlotsContext = createContext<EdgeSlots | null>(null);

/** The worker's pending answer for `key`, asked once per render however often the slot renders while waiting. */
export function serverAnswer(
  slots: Extract<EdgeSlots, { side: 'server' }>,
  key: string,
  load: (signal: AbortSignal, context: Readonly<RouterContextProvider>) => Promise<unknown>,
): Promise<EdgeSlotAnswer> {
  let answer = slots.answers.get(key);
  if (!answer) {
    answer = load(new AbortController().signal, slots.context).then(
      (data): EdgeSlotAnswer => ({ ok: true, data }),
      (error: unknown): EdgeSlotAnswer => {
        console.warn(`Slot '${key}' could not load at the edge; the browser loads it`, error);
        return { ok: false };
      },
    );
    slots.answers.set(key, answer);
  }
  return answer;
}

/** Every answer of a finished render, by key, for the page's JSON block. */
export async function settledAnswers(slots: Extract<EdgeSlots, { side: 'server' }>) {
  const entries = await Promise.all([...slots.answers].map(async ([key, answer]) => [key, await answer] as const));
  return Object.fromEntries(entries) as Record<string, EdgeSlotAnswer>;
}
