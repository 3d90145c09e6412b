// POST /api/functions/import-majors (docs/product.md#test-import): admins only — 401 signed out, 403 signed in
// without admin rights — and 405 with an Allow header for GET, all in the one error shape.
import { noStore } from '@quadkit/core/server/private-route';
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { adminOr403 } from './guards';
import { importMajors } from './import-majors';

const PATH = '/functions/import-majors';

export const functionRoutes = new Hono<AppEnv>()
  .post(PATH, noStore, async (c) => {
    await adminOr403(c);
    const imported = await importMajors(c.var.db);
    // Majors and their resources changed: edge-cached catalog answers are stale from now on.
    await bumpCatalogVersion(c.env.CACHE);
    return c.json({ success: true as const, imported });
  })
  .get(PATH, (c) => {
    const body: ApiErrorBody = {
      error: { code: 'method_not_allowed', message: 'import-majors only accepts POST.' },
    };
    return c.json(body, 405, { Allow: 'POST' });
  });
