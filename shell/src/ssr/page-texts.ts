// The texts a page's render read, handed to the browser with the page: a Spanish or Chinese reader's browser
// hydrates with them and downloads the language's whole tables afterwards, for what they open next, so no request
// stands between the page and its hydration (docs/i18n.md, "Loading").
import type { LocaleTables, Message } from '@quadkit/core/shared/i18n/messages';

/** Per render in progress, the keys it read by table id. Renders in one isolate can interleave, so a read is
 * noted in each: a page may get a text another page read at the same moment (a few bytes more), never miss one of
 * its own. */
type Reads = Map<string, Set<string>>;
const renders = new Set<Reads>();

/** `tables` with every read of a text noted; register these, and pick from the originals. */
export function noteReads<T extends LocaleTables>(tables: T): T {
  const noted: LocaleTables = {};
  for (const [id, table] of Object.entries(tables)) {
    noted[id] = new Proxy(table, {
      get(target, key, receiver) {
        if (typeof key === 'string' && key in target) {
          for (const reads of renders) {
            const keys = reads.get(id) ?? new Set<string>();
            reads.set(id, keys.add(key));
          }
        }
        return Reflect.get(target, key, receiver);
      },
    });
  }
  return noted as T;
}

/** Runs `render`, and gives what it read. */
export async function readsOf<R>(render: () => Promise<R>): Promise<{ result: R; reads: Reads }> {
  const reads: Reads = new Map();
  renders.add(reads);
  try {
    return { result: await render(), reads };
  } finally {
    renders.delete(reads);
  }
}

/** The texts `reads` names, from `tables`. */
export function pick(tables: LocaleTables, reads: Reads): LocaleTables {
  const picked: LocaleTables = {};
  for (const [id, keys] of reads) {
    const table = tables[id];
    // Only keys the table has were noted.
    if (table) picked[id] = Object.fromEntries([...keys].map((key) => [key, table[key] as Message]));
  }
  return picked;
}
