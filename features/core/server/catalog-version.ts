// The catalog's version on the server: the 'catalog' named version (versions.ts) that every catalog write replaces
// (an approved submission or article, import-majors, a seed). The edge cache puts it in its keys, so a new token is
// a purge of every cached catalog answer at once, without listing them.
import { bumpVersion, readVersion, type VersionStore, versionKey } from './versions';

/** The KV key holding the token; absent until the first write after a fresh database ('0' then). */
export const CATALOG_VERSION_KEY = versionKey('catalog');

export const readCatalogVersion = (kv: VersionStore): Promise<string> => readVersion(kv, 'catalog');

/** A fresh token (time plus randomness: two writes in one millisecond still differ). Never throws. */
export const bumpCatalogVersion = (kv: VersionStore): Promise<string> => bumpVersion(kv, 'catalog');
