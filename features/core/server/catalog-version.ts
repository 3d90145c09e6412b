// The catalog's version on the server: a token in KV that every catalog write replaces (an approved submission or
// article, import-majors, a seed). The edge cache puts it in its keys, so a new token is a purge of every cached
// catalog answer at once, without listing them.

/** The KV key holding the token; absent until the first write after a fresh database ('0' then). */
export const CATALOG_VERSION_KEY = 'catalog:version';

type VersionStore = Pick<KVNamespace, 'get' | 'put'>;

export async function readCatalogVersion(kv: VersionStore): Promise<string> {
  return (await kv.get(CATALOG_VERSION_KEY)) ?? '0';
}

/** A fresh token (time plus randomness: two writes in one millisecond still differ). Never throws. */
export async function bumpCatalogVersion(kv: VersionStore): Promise<string> {
  const token = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  try {
    await kv.put(CATALOG_VERSION_KEY, token);
  } catch (error) {
    // The write itself is done; cached answers then age out on their own (EDGE_TTL_SECONDS in edge-cache.ts).
    console.warn('Could not bump the catalog version; cached catalog answers expire on their own.', error);
  }
  return token;
}
