// Worker entry: the Hono app handles /api/*, the assets binding serves the shell for everything else, and the
// Cron Trigger (wrangler.toml [triggers]) runs the scheduled jobs.
import { runScheduledJobs } from '@quadkit/trending/api';
import { app } from './app';

export default {
  fetch: app.fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env));
  },
} satisfies ExportedHandler<import('@quadkit/core/server/env').Env>;
