// Seeds a D1 database with the built-in catalog (idempotent).
//   tsx worker/scripts/seed.ts                      the local D1 that `wrangler dev --local` uses (.wrangler/state)
//   tsx worker/scripts/seed.ts --persist-to DIR     a local D1 kept in DIR (tests, bench)
//   tsx worker/scripts/seed.ts --env production     the deployed D1 (needs `wrangler login`; the production D1
//                                                   binding is marked remote = true in wrangler.toml)
//   tsx worker/scripts/seed.ts --demo-activity      also a clearly synthetic event history (local demos of
//                                                   trending; rows on path /__synthetic-activity, replaced on rerun)
//   tsx worker/scripts/seed.ts --migrate            applies migrations/ first (local only; local-migrations.ts)
import './offline';
import './text-modules';
import { join } from 'node:path';
import { getPlatformProxy, type GetPlatformProxyOptions } from 'wrangler';
import type { Env } from '@quadkit/core/server/env';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import { bumpVersion } from '@quadkit/core/server/versions';
import { createDb } from '@quadkit/core/server/db';
import { writeSyntheticActivity } from '@quadkit/trending/api';
import { applyLocalMigrations } from './local-migrations';

const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const persistTo = argument('--persist-to');
const environment = argument('--env');
const demoActivity = process.argv.includes('--demo-activity');
if (demoActivity && environment) throw new Error('--demo-activity is for local databases only.');
const migrate = process.argv.includes('--migrate');
// The deployed database is migrated by wrangler (docs/deploy.md).
if (migrate && environment) throw new Error('--migrate is for local databases only.');

const options: GetPlatformProxyOptions = environment
  ? { configPath: 'wrangler.toml', environment, remoteBindings: true, persist: false }
  : // wrangler keeps state in <persist-to>/v3; getPlatformProxy takes that inner folder (`true` = the default).
    { configPath: 'wrangler.toml', persist: persistTo ? { path: join(persistTo, 'v3') } : true };

/** Enough for a visible ranking on /trending; trending refreshes on the next cache miss or cron run. */
const DEMO_EVENTS = 3000;

// After the text-module hook is in place: the catalog's articles are Markdown.
const { seedCatalog } = await import('../src/seed/seed-catalog');
const proxy = await getPlatformProxy<Env>(options);
try {
  if (migrate) {
    const applied = await applyLocalMigrations(proxy.env.DB, 'migrations');
    console.log(applied.length > 0 ? `Applied ${applied.length} migrations.` : 'No migrations to apply.');
  }
  const report = await seedCatalog(createDb(proxy.env.DB));
  // The edge cache keys on the catalog version (features/core/server/edge-cache.ts): reseeding purges it, and the
  // built-in toolkits are among home's public toolkits (worker/src/pages/page-cache.ts).
  await bumpCatalogVersion(proxy.env.CACHE);
  await bumpVersion(proxy.env.CACHE, 'public-toolkits');
  console.log(
    `Seeded ${report.resources} resources in ${report.categories} categories, ${report.majors} majors, ` +
      `${report.articles} articles, ${report.toolkits} built-in toolkits.`,
  );
  if (demoActivity) {
    await writeSyntheticActivity(proxy.env.DB, DEMO_EVENTS);
    console.log(`Added ${DEMO_EVENTS} synthetic events over 14 days (path /__synthetic-activity).`);
  }
} finally {
  await proxy.dispose();
}
