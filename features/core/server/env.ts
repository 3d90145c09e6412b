// The worker's bindings for the worker and every feature API: generated from wrangler.toml by `npm run types`
// (worker/worker-configuration.d.ts, global `WorkerBindings`), so a binding added there is typed here at once.
// Workers AI and outgoing e-mail are declared for [env.production] alone, so the generated type keeps them optional.
export type Env = WorkerBindings & {
  /** Set by the Workers tests alone, never in wrangler.toml: a cheaper password hash (worker/src/auth/password-hash). */
  PASSWORD_HASH_ITERATIONS?: string;
};
