// Seeds the local D1 (the one `wrangler dev --local` uses) with the built-in catalog.
// Usage: tsx worker/scripts/seed.ts [--persist-to DIR]   (default: .wrangler/state, like wrangler)
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { Env } from '@quadkit/core/server/env';
import { createDb } from '@quadkit/core/server/db';
import { seedCatalog } from '../src/seed/seed-catalog';

const flag = process.argv.indexOf('--persist-to');
const persistTo = flag >= 0 ? process.argv[flag + 1] : undefined;

const proxy = await getPlatformProxy<Env>({
  configPath: 'wrangler.toml',
  // wrangler keeps state in <persist-to>/v3; getPlatformProxy takes that inner folder (`true` = the default).
  persist: persistTo ? { path: join(persistTo, 'v3') } : true,
});
try {
  const report = await seedCatalog(createDb(proxy.env.DB));
  console.log(
    `Seeded ${report.resources} resources in ${report.categories} categories, ${report.majors} majors, ` +
      `${report.articles} articles, ${report.toolkits} built-in toolkits.`,
  );
} finally {
  await proxy.dispose();
}
