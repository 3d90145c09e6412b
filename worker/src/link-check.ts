// The cron's link check (features/browse/api/link-check). Production checks the real sites with the runtime's
// fetch; everywhere else (npm start, /__scheduled, e2e) it does nothing, so a local run never touches the network
// and never writes a date or a broken-link report that no real check earned. Tests call runLinkCheck with a fake
// fetch instead (docs/decisions/0017).
import { runLinkCheck } from '@quadkit/browse/api';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import { createDb } from '@quadkit/core/server/db';
import type { Env } from '@quadkit/core/server/env';

export async function scheduledLinkCheck(env: Env): Promise<void> {
  if (env.APP_ENV !== 'production') {
    console.log('Link check skipped: it reaches real sites in production only (APP_ENV is not production).');
    return;
  }
  const run = await runLinkCheck(createDb(env.DB), {
    fetch: (url, init) => fetch(url, init),
    pagesChanged: () => bumpCatalogVersion(env.CACHE),
  });
  const failed = run.checked.filter((c) => c.outcome !== 'ok').map((c) => `${c.resourceId} (${c.error})`);
  console.log(
    `Link check: ${run.checked.length} checked with ${run.fetches} fetches; not ok: ${failed.join(', ') || 'none'}` +
      `; reported: ${run.reported.join(', ') || 'none'}`,
  );
}
