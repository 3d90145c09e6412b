// Hono's environment for the worker and every feature sub-app: bindings plus per-request variables.
import type { Env } from './env';
import type { Db } from './db';

export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Db;
    requestId: string;
  };
}
