// Runs before every worker test file: the real migrations on the test D1, then the built-in catalog.
import { env } from 'cloudflare:workers';
import { applyD1Migrations } from 'cloudflare:test';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import { createDb } from '@quadkit/core/server/db';
import { seedCatalog } from '../../worker/src/seed/seed-catalog';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await seedCatalog(createDb(env.DB));
// As `npm run seed` does: a catalog version of this file's own, so no edge-cached answer outlives its data.
await bumpCatalogVersion(env.CACHE);
