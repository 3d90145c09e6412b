// Worker entry: the Hono app handles /api/*, the assets binding serves the shell for everything else, and the
// Cron Trigger (wrangler.toml [triggers]) runs the scheduled jobs. Durable Object classes must be exported from
// the entry module for wrangler.toml's bindings to find them.
import { runScheduledJobs } from '@quadkit/trending/api';
import { app } from './app';

export { SystemChannel } from './realtime/system-channel';

export default {
  fetch: app.fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env));
  },
} satisfies ExportedHandler<import('@quadkit/core/server/env').Env>;
