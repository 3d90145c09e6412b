// The one store of server answers (docs/data.md), by key: views read it with `useQuery`, loaders with
// `ensureQuery` what outlives their route. The browser keeps one for the visit; the edge renderer makes one per
// request and hands what views drew to the browser in the page's JSON block. Writes put their answer in (`set`)
// or mark keys stale (`invalidate`); a new viewer resets it (`setViewer`).
import { createContext as createReactContext } from 'react';
import { createContext, type RouterContextProvider } from 'react-router';

export type QueryState<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; error: unknown };

/** `context` is set when the load runs in a loader or in the edge renderer: pass it to the typed client. */
export type QueryLoad<T> = (signal: AbortSignal, context?: Readonly<RouterContextProvider>) => Promise<T>;

interface Entry {
  state: QueryState<unknown>;
  /** When the answer arrived (ms); 0 while none has. */
  at: number;
  /** Marked by `invalidate`: the next read asks again. */
  stale: boolean;
  /** Set on answers the worker drew the page with: the first mount shows them without asking again. */
  drawn: boolean;
  running?: { promise: Promise<unknown>; controller: AbortController };
}

const LOADING: QueryState<never> = { status: 'loading' };

/** A view's answer as the page carries it from the worker to the browser. */
export type DrawnAnswer = { ok: true; data: unknown } | { ok: false };

export class QueryCache {
  readonly #entries = new Map<string, Entry>();
  /** By key, not by entry: a view stays subscribed while its entry is forgotten and loaded anew. */
  readonly #listeners = new Map<string, Set<() => void>>();
  /** Bumped by `reset`: an answer asked for the previous viewer is not kept for the next. */
  #generation = 0;

  /** `context` is the edge renderer's request context (its in-process fetch); none in the browser. */
  constructor(
    readonly context?: Readonly<RouterContextProvider>,
    /** Entries kept at most, the least recently read forgotten first (a visit reads many toolkits). */
    readonly capacity = 200,
  ) {}

  #entry(key: string): Entry {
    let entry = this.#entries.get(key);
    if (entry) this.#entries.delete(key);
    else entry = { state: LOADING, at: 0, stale: false, drawn: false };
    this.#entries.set(key, entry); // most recently read last
    for (const [old, candidate] of this.#entries) {
      if (this.#entries.size <= this.capacity) break;
      if (old !== key && !this.#shown(old) && !candidate.running) this.#entries.delete(old);
    }
    return entry;
  }

  #shown = (key: string) => (this.#listeners.get(key)?.size ?? 0) > 0;

  #notify(key: string) {
    for (const listener of [...(this.#listeners.get(key) ?? [])]) listener();
  }

  #write(key: string, entry: Entry, state: QueryState<unknown>) {
    entry.state = state;
    this.#notify(key);
  }

  state<T>(key: string): QueryState<T> {
    return (this.#entries.get(key)?.state ?? LOADING) as QueryState<T>;
  }

  subscribe(key: string, listener: () => void): () => void {
    const listeners = this.#listeners.get(key) ?? new Set<() => void>();
    this.#listeners.set(key, listeners);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.#listeners.get(key) === listeners) this.#listeners.delete(key);
    };
  }

  /** Invalidated and not being asked again yet: a view showing it asks. */
  isStale(key: string): boolean {
    const entry = this.#entries.get(key);
    return entry?.stale === true && !entry.running;
  }

  /**
   * Whether `key` should be asked for: nothing kept, invalidated, reset, or an answer older than `maxAge` ms.
   * Never while a load runs, and not after a failure (that waits for a reload or a new view).
   */
  needsLoad(key: string, maxAge = 0): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return true;
    if (entry.running) return false;
    if (entry.stale) return true;
    if (entry.state.status === 'loading') return true;
    return entry.state.status === 'loaded' && Date.now() - entry.at > maxAge;
  }

  /** Takes the worker's mark off an answer: true once, for the first view that shows it. */
  takeDrawn(key: string): boolean {
    const entry = this.#entries.get(key);
    if (!entry?.drawn) return false;
    entry.drawn = false;
    return true;
  }

  /**
   * Asks for `key` (joining a load under way), keeps the answer and returns it. What is shown meanwhile stays
   * (a reload keeps the last answer on screen); a failure is kept as the error state and rethrown.
   */
  load<T>(key: string, load: QueryLoad<T>, fresh = false): Promise<T> {
    const entry = this.#entry(key);
    if (entry.running && !fresh) return entry.running.promise as Promise<T>;
    entry.running?.controller.abort();
    const controller = new AbortController();
    const generation = this.#generation;
    const current = () => generation === this.#generation && entry.running?.controller === controller;
    const promise = load(controller.signal, this.context).then(
      (data) => {
        if (current()) {
          entry.running = undefined;
          entry.at = Date.now();
          entry.stale = false;
          this.#write(key, entry, { status: 'loaded', data });
        }
        return data;
      },
      (error: unknown) => {
        if (current()) {
          entry.running = undefined;
          this.#write(key, entry, { status: 'error', error });
        }
        throw error;
      },
    );
    entry.running = { promise, controller };
    if (entry.state.status === 'error') this.#write(key, entry, LOADING);
    return promise;
  }

  /** The kept answer when fresh (younger than `maxAge` ms, not invalidated), else a new load. */
  ensure<T>(key: string, load: QueryLoad<T>, maxAge = Number.POSITIVE_INFINITY): Promise<T> {
    const state = this.state<T>(key);
    if (state.status !== 'loaded' || this.needsLoad(key, maxAge)) return this.load(key, load);
    this.#entry(key); // read just now: the last to be forgotten
    return Promise.resolve(state.data);
  }

  /** Stops a load nobody waits for any more (a search replaced by the next keystroke) and forgets the key. */
  drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry || this.#shown(key) || entry.state.status === 'loaded') return;
    const controller = entry.running?.controller;
    entry.running = undefined;
    controller?.abort();
    this.#entries.delete(key);
  }

  /** What a write answered: shown at once by every view of `key`, newer than any load under way. */
  set<T>(key: string, data: T): void {
    const entry = this.#entry(key);
    entry.running = undefined;
    entry.at = Date.now();
    entry.stale = false;
    this.#write(key, entry, { status: 'loaded', data });
  }

  /** Changes a kept answer in place (a deleted row leaves a list); nothing when there is none. */
  update<T>(key: string, change: (data: T) => T): void {
    const state = this.state<T>(key);
    if (state.status === 'loaded') this.set(key, change(state.data));
  }

  /** Forgets every key starting with `prefix` (a signed-out person's profile): views show loading, ask nothing. */
  forget(prefix: string): void {
    for (const [key, entry] of [...this.#entries]) {
      if (!key.startsWith(prefix)) continue;
      entry.running?.controller.abort();
      entry.running = undefined;
      this.#entries.delete(key);
      this.#notify(key);
    }
  }

  /** After a write: every key starting with `prefix` is asked again by the views showing it (and the next read). */
  invalidate(prefix: string): void {
    for (const [key, entry] of [...this.#entries]) {
      if (!key.startsWith(prefix)) continue;
      entry.stale = true;
      entry.running?.controller.abort();
      entry.running = undefined;
      this.#notify(key);
    }
  }

  /**
   * A new viewer: loads under way are dropped and every answer is forgotten, or, where a view still shows it or is
   * about to hydrate it, marked stale for its next mount. Shown views are not asked again: one person's views are keyed by their id and move to
   * the new key, and a private page being left would only ask for what the new viewer may not see.
   */
  reset(): void {
    this.#generation += 1;
    for (const [key, entry] of [...this.#entries]) {
      entry.running?.controller.abort();
      entry.running = undefined;
      // An answer the page arrived with that no view has taken yet is still being hydrated (a lazy section mounts
      // after the session check): kept, so hydration draws what the worker drew, and stale, so it is asked again.
      const hydrating = entry.drawn;
      entry.drawn = false;
      entry.stale = true;
      if (!this.#shown(key) && !hydrating) this.#entries.delete(key);
    }
  }

  #viewer: string | null = null;

  /** Forgets everything, the viewer too (between tests). */
  clear(): void {
    this.reset();
    this.#entries.clear();
    this.#viewer = null;
  }

  /** Who is signed in (null: no one); a change resets the cache. */
  setViewer(id: string | null): void {
    if (id === this.#viewer) return;
    this.#viewer = id;
    this.reset();
  }

  /** Marks the answer of `key` as one the page was drawn with: the first view that reads it shows it as it is. */
  protected markDrawn(key: string): void {
    this.#entry(key).drawn = true;
  }

  /** Every kept entry (the edge renderer's subclass reads them all). */
  protected get kept(): ReadonlyMap<string, Entry> {
    return this.#entries;
  }

  /** The worker's answers, each shown without a new load by the first view that reads it. */
  hydrate(answers: Record<string, DrawnAnswer>): void {
    for (const [key, answer] of Object.entries(answers)) {
      if (!answer.ok) continue;
      this.set(key, answer.data);
      this.markDrawn(key);
    }
  }
}

/** The browser's cache, for the whole visit. */
export const browserQueries = new QueryCache();

/** Where loaders find the cache: the browser's by default, the request's in the edge renderer. */
export const queryCacheContext = createContext<QueryCache>(browserQueries);

/** Where views find it (the same cache as the loaders of the same render). */
export const QueryCacheContext = createReactContext<QueryCache>(browserQueries);

/** The cache of a loader's `context` (the request's in the worker), or the browser's when there is none. */
export const queriesOf = (context?: Readonly<RouterContextProvider>): QueryCache =>
  context ? context.get(queryCacheContext) : browserQueries;

/** A loader's read: the kept answer for `key` when fresh, else a load with the loader's context (its fetch). */
export function ensureQuery<T>(
  context: Readonly<RouterContextProvider> | undefined,
  key: string,
  load: (context?: Readonly<RouterContextProvider>) => Promise<T>,
  maxAge?: number,
): Promise<T> {
  return queriesOf(context).ensure(key, () => load(context), maxAge);
}

/** Whether this cache is the edge renderer's (the browser's has no request context). */
export const onTheServer = (cache: QueryCache): boolean => cache.context !== undefined;
