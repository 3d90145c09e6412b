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

/** The tokens of these names, in one KV read (a bulk get). Rejects when KV cannot answer. */
export async function readVersions<N extends VersionName>(
  kv: VersionStore,
  names: readonly N[],
): Promise<Record<N, string>> {
  const stored = await kv.get(names.map(versionKey), 'text');
  return Object.fromEntries(names.map((name) => [name, stored.get(versionKey(name)) ?? '0'])) as Record<N, string>;
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
  } catch (error) {
    // The write itself is done; kept answers then age out on their own (their max-age).
    console.warn(`Could not bump the ${name} version; kept answers expire on their own.`, error);
  }
  return token;
}
