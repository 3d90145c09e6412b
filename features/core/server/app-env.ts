// Hono's environment for the worker and every feature sub-app: bindings plus per-request variables.
import type { Locale } from '../shared/i18n/locales';
import type { Env } from './env';
import type { Db } from './db';
import type { SessionUser } from './session-user';

export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Db;
    requestId: string;
    /** Set by the worker's session middleware on every /api/* request; null when signed out. */
    user: SessionUser | null;
    /** The language of the page that asks (worker's locale middleware on /api/*): the language of its texts. */
    locale: Locale;
    /** CSP hashes ('sha256-…') of the stylesheets a rendered page inlines; the security headers allow them. */
    inlineStyleHashes?: readonly string[];
  };
}
