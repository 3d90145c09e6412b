// A page render's reads gathered into one D1 batch. A page's loaders and home sections each call the API, and each
// call reads D1 on its own: far from the database every round trip costs the student the distance twice. While a
// render runs, a read waits until every API call the render has in flight is waiting on D1 too (or has answered);
// then all the waiting reads go as one batch, one round trip. A call held up by something else (the edge cache, KV)
// is waited for at most MAX_WAIT_MS: waiting longer would cost more than the trip it saves.
import { AsyncLocalStorage } from 'node:async_hooks';
import { selectColumnsOf } from './select-columns';

/** About one round trip to a nearby replica. */
const MAX_WAIT_MS = 10;

/** Sends statements as one batch (the request's D1 session, counted as one round trip). */
export type SendBatch = (statements: D1PreparedStatement[], sqls: string[]) => Promise<D1Result[]>;

/** How a read wants its answer, as D1's own methods give it. */
export type ReadMethod =
  | { name: 'all' }
  | { name: 'first'; column?: string }
  | { name: 'raw'; columns: number }
  | { name: 'batch' };

interface Waiting {
  participant: number;
  statements: D1PreparedStatement[];
  sqls: string[];
  method: ReadMethod;
  send: SendBatch;
  /** The same read on its own: when the batch failed, or when a batch's answer cannot stand for `raw()`'s. */
  alone: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

const participantOf = new AsyncLocalStorage<{ gathering: ReadGathering; id: number }>();

export class ReadGathering {
  private ids = 0;
  private readonly active = new Set<number>();
  private readonly waitingIds = new Set<number>();
  private queue: Waiting[] = [];
  private soon: ReturnType<typeof setTimeout> | null = null;
  private fallback: ReturnType<typeof setTimeout> | null = null;

  /** Runs one of the render's API calls as a participant: its reads are gathered with the others'. */
  async participate<T>(work: () => Promise<T>): Promise<T> {
    const id = ++this.ids;
    this.active.add(id);
    try {
      // Awaited inside run(): a query builder is a thenable that only starts when awaited, which must happen here.
      return await participantOf.run({ gathering: this, id }, async () => await work());
    } finally {
      this.active.delete(id);
      this.check();
    }
  }

  /** Whether a read of `id` may wait for the batch: a call that has answered (work it left running) reads alone. */
  accepts(id: number): boolean {
    return this.active.has(id);
  }

  /** Queues a read of the participant `id`; its answer comes when the batch it joins has answered. */
  wait(id: number, read: Omit<Waiting, 'participant' | 'resolve' | 'reject'>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...read, participant: id, resolve, reject });
      this.waitingIds.add(id);
      this.check();
    });
  }

  private check(): void {
    if (this.queue.length === 0) return;
    const everyoneWaits = [...this.active].every((id) => this.waitingIds.has(id));
    // A macrotask later, not at once: a call's other reads (Promise.all) join in the microtasks before it.
    if (everyoneWaits) this.soon ??= setTimeout(() => void this.flush(), 0);
    else this.fallback ??= setTimeout(() => void this.flush(), MAX_WAIT_MS);
  }

  private async flush(): Promise<void> {
    for (const timer of [this.soon, this.fallback]) if (timer) clearTimeout(timer);
    this.soon = this.fallback = null;
    const reads = this.queue;
    this.queue = [];
    this.waitingIds.clear();
    if (reads.length === 0) return;
    let results: D1Result[];
    try {
      const [{ send }] = reads as [Waiting];
      results = await send(
        reads.flatMap((r) => r.statements),
        reads.flatMap((r) => r.sqls),
      );
    } catch {
      // A batch fails as a whole: each read then runs on its own, so a failing read fails alone.
      for (const read of reads) read.alone().then(read.resolve, read.reject);
      return;
    }
    let at = 0;
    for (const read of reads) {
      const mine = results.slice(at, at + read.statements.length);
      at += read.statements.length;
      const answer = answerOf(read, mine);
      (answer === NOT_FROM_BATCH ? read.alone() : Promise.resolve(answer)).then(read.resolve, read.reject);
    }
  }
}

const NOT_FROM_BATCH = Symbol('not from the batch');

/** What D1's own method would have answered, from the batch's results. */
function answerOf(read: Waiting, results: D1Result[]): unknown {
  const [result] = results;
  switch (read.method.name) {
    case 'batch':
      return results;
    case 'all':
      return result;
    case 'first': {
      const row = (result?.results[0] ?? null) as Record<string, unknown> | null;
      const { column } = read.method;
      return column === undefined ? row : row ? row[column] : null;
    }
    case 'raw':
      return rowsAsArrays(read.method.columns, (result?.results ?? []) as Record<string, unknown>[]);
  }
}

/**
 * raw() as a batch can answer it, when its arrays can be read from the batch's row objects: one key per column, so no
 * two columns share a name (a join's ids), and no name an array index (which objects list first). Null otherwise.
 */
export function rawFromBatch(sql: string): ReadMethod | null {
  const names = selectColumnsOf(sql);
  if (names === null || new Set(names).size !== names.length || names.some((name) => /^\d+$/.test(name))) return null;
  return { name: 'raw', columns: names.length };
}

/** raw()'s arrays from a batch's row objects; a row whose keys are not the expected ones sends the read alone. */
function rowsAsArrays(columns: number, rows: Record<string, unknown>[]): unknown[][] | typeof NOT_FROM_BATCH {
  if (rows.some((row) => Object.keys(row).length !== columns)) return NOT_FROM_BATCH;
  return rows.map((row) => Object.values(row));
}

/** The render's gathering and this call's place in it, for a read that may be gathered; null for any other read. */
export function gatheringHere(): { gathering: ReadGathering; id: number } | null {
  const here = participantOf.getStore();
  return here?.gathering.accepts(here.id) ? here : null;
}
