// What a route loader returns for each thing it loads: the data, or the error state the screen draws in place
// (so the screen keeps its heading and back link around the spec's error text and 'Try Again').
import { isAbort, isBareStatus, isNotFound } from '../api-client';

export type Settled<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** The API's message, or the fallback the spec names ('Failed to load toolkits'). */
      message: string;
      /** The API said 404: the screen shows its not-found state (and the edge renderer answers 404). */
      notFound: boolean;
    };

/** The message of anything thrown, or the spec's fallback when it has none (a bare status is none). */
export const messageOf = (error: unknown, fallback = 'Something went wrong. Please try again.'): string =>
  error instanceof Error && error.message && !isBareStatus(error) ? error.message : fallback;

/** Awaits a load and never throws (except an abort, which React Router expects to see). */
export async function settle<T>(pending: Promise<T>, fallbackMessage: string): Promise<Settled<T>> {
  try {
    return { ok: true, data: await pending };
  } catch (error) {
    if (isAbort(error)) throw error;
    return { ok: false, message: messageOf(error, fallbackMessage), notFound: isNotFound(error) };
  }
}
