// Named versions on the server: one token in KV per kind of public data, replaced by every write that changes what
// a kept answer shows. The edge cache and the page cache put the versions an answer depends on in its key, so a new
// token is a purge of every answer drawn from the older data at once, without listing them.

/**
 * The data a kept answer may depend on, each with its own token. 'catalog': resources, categories, majors and the
 * bundled articles; 'trending': the ranking of the default window (what home's Trending Now draws); 'public-toolkits':
 * the public toolkits listed on home; 'bulletin': the approved posts on the board; 'profiles': what a student's
 * public profile shows beside their posts (name, avatar, level, major).
 */
export type VersionName = 'catalog' | 'trending' | 'public-toolkits' | 'bulletin' | 'profiles';

/** The KV key holding a name's token; absent until the first write after a fresh database ('0' then). */
export const versionKey = (name: VersionName): string => `${name}:version`;

/** The part of a KV namespace the versions read and write. */
export type VersionStore = Pick<KVNamespace, 'get' | 'put'>;

/**
 * How long an isolate reuses the tokens it read. Every kept answer and page looks its versions up first, and KV
 * itself may be up to a minute behind in other locations, so reusing a token for a second more promises nothing
 * less, while a warm answer then costs no KV read at all. A bump made in this isolate is seen at once.
 */
export const VERSION_MEMO_MS = 1000;

/** `seq`: the bump count when the token was read or written; a later bump of its name makes it stale. */
type Memo = Map<VersionName, { token: string; until: number; seq: number }>;
/** Per KV namespace object: a namespace that fails (a test's, an outage's) never answers from another's tokens. */
const memos = new WeakMap<VersionStore, Memo>();
/** Bumps made in this isolate, through any namespace object (the worker's counted one, a job's, a test's). */
let bumps = 0;
const lastBump = new Map<VersionName, number>();

function memoOf(kv: VersionStore): Memo {
  let memo = memos.get(kv);
  if (!memo) {
    memo = new Map();
    memos.set(kv, memo);
  }
  return memo;
}

/** The tokens of these names, in one KV read (a bulk get), or none when this isolate read them within
 * VERSION_MEMO_MS and has not bumped them since. Rejects when KV cannot answer. */
export async function readVersions<N extends VersionName>(
  kv: VersionStore,
  names: readonly N[],
): Promise<Record<N, string>> {
  const memo = memoOf(kv);
  const usable = (name: N) => {
    const entry = memo.get(name);
    return entry !== undefined && entry.until > Date.now() && entry.seq >= (lastBump.get(name) ?? 0);
  };
  if (!names.every(usable)) {
    const seq = bumps;
    const stored = await kv.get(names.map(versionKey), 'text');
    const until = Date.now() + VERSION_MEMO_MS;
    for (const name of names) {
      // A bump that landed while this read was under way is newer than what it read.
      if ((memo.get(name)?.seq ?? -1) > seq) continue;
      memo.set(name, { token: stored.get(versionKey(name)) ?? '0', until, seq });
    }
  }
  return Object.fromEntries(names.map((name) => [name, memo.get(name)?.token ?? '0'])) as Record<N, string>;
}

/** The token of one name. Rejects when KV cannot answer. */
export async function readVersion(kv: VersionStore, name: VersionName): Promise<string> {
  return (await kv.get(versionKey(name))) ?? '0';
}

/**
 * A fresh token for `name` (time plus randomness: two writes in one millisecond still differ). Call it after the
 * request's last write: an answer drawn before then was kept under the older token. Never throws.
 */
export async function bumpVersion(kv: VersionStore, name: VersionName): Promise<string> {
  const token = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  try {
    await kv.put(versionKey(name), token);
    bumps += 1;
    lastBump.set(name, bumps);
    memoOf(kv).set(name, { token, until: Date.now() + VERSION_MEMO_MS, seq: bumps });
  } catch (error) {
    // The write itself is done; kept answers then age out on their own (their max-age).
    console.warn(`Could not bump the ${name} version; kept answers expire on their own.`, error);
  }
  return token;
}
