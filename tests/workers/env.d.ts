// Types `env` from cloudflare:workers in worker tests: the app's bindings plus the migrations to apply.
import type { Env as AppBindings } from '@quadkit/core/server/env';
import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env extends AppBindings {
      TEST_MIGRATIONS: D1Migration[];
      /** A real D1 that was never migrated, so every query fails. */
      EMPTY_DB: D1Database;
    }
    interface GlobalProps {
      mainModule: typeof import('../../worker/src/index');
    }
  }
}
