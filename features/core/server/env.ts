// The worker's bindings (declared in wrangler.toml), typed once for the worker and every feature API.
export interface Env {
  DB: D1Database;
  /** Trending and other hot read caches. */
  CACHE: KVNamespace;
  /** Avatars. */
  AVATARS: R2Bucket;
  /** The built shell (static assets). */
  ASSETS: Fetcher;
  /** Workers AI: production only; absent locally. */
  AI?: Ai;
  APP_ENV: string;
  /** Outgoing e-mail (Cloudflare send_email): production only; elsewhere mail goes to the dev mailbox. */
  EMAIL?: { send(message: { from: string; to: string; subject: string; text: string }): Promise<unknown> };
  /** The verified sender address for EMAIL. */
  MAIL_FROM?: string;
}
