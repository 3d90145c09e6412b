// The edge renderer's query cache: one per request, with the request's context (its in-process fetch). Views it
// renders wait for their answers here (`settle`), and what they drew goes to the browser in the page's JSON block
// (`dehydrate`). Kept apart from QueryCache so the browser's first load does not carry what only the worker runs.
import type { RouterContextProvider } from 'react-router';
import { type DrawnAnswer, QueryCache, type QueryLoad } from './query-cache';

export class EdgeQueryCache extends QueryCache {
  constructor(override readonly context: Readonly<RouterContextProvider>) {
    super(context);
  }

  readonly #settled = new Map<string, Promise<void>>();

  /**
   * In the edge renderer: a view's load, once per key however often the view renders while waiting; its answer is
   * drawn and goes to the browser (`dehydrate`). A failure is drawn loading, and the browser loads it.
   */
  settle(key: string, load: QueryLoad<unknown>): Promise<void> {
    if (this.state(key).status === 'loaded') {
      this.markDrawn(key);
      return Promise.resolve();
    }
    let settled = this.#settled.get(key);
    if (!settled) {
      settled = this.load(key, load).then(
        () => {
          this.markDrawn(key);
        },
        (error: unknown) => {
          // Drawn loading, and said so in the page's data, so the page cache does not keep an incomplete page.
          this.markDrawn(key);
          console.warn(`'${key}' could not load at the edge; the browser loads it`, error);
        },
      );
      this.#settled.set(key, settled);
    }
    return settled;
  }

  /**
   * What views drew (loaders' answers travel as loader data already), for the page's JSON block: `ok: false` for a
   * load that failed (drawn loading, loaded by the browser), which also tells the page cache not to keep the page.
   */
  dehydrate(): Record<string, DrawnAnswer> {
    const out: Record<string, DrawnAnswer> = {};
    for (const [key, { state, drawn }] of this.kept)
      if (drawn) out[key] = state.status === 'loaded' ? { ok: true, data: state.data } : { ok: false };
    return out;
  }
}
