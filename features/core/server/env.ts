// The worker's bindings (declared in wrangler.toml), typed once for the worker and every feature API.
export interface Env {
  DB: D1Database;
  /** Trending and other hot read caches. */
  CACHE: KVNamespace;
  /** Avatars. */
  AVATARS: R2Bucket;
  /** The built shell (static assets). */
  ASSETS: Fetcher;
  /** The 'system' realtime channel (worker/src/realtime/system-channel.ts): catalog updates, site notices. */
  SYSTEM_CHANNEL: DurableObjectNamespace;
  /** Workers AI: production only; absent locally. */
  AI?: Ai;
  APP_ENV: string;
}
