// Worker entry: the Hono app handles /api/*, the assets binding serves the shell for everything else, and the
// Cron Trigger (wrangler.toml [triggers]) runs the scheduled jobs. Durable Object classes must be exported from
// the entry module for wrangler.toml's bindings to find them. A hot isolate answers GET /api/trending from its
// copy before the app runs (hot-trending.ts), before even a D1 session or the request's counters are set up: it
// makes no trip. Each other request reads D1 through its own session (read replication). The cron also checks a
// few catalog links (link-check.ts).
import type { Env } from '@quadkit/core/server/env';
import { runScheduledJobs } from '@quadkit/trending/api';
import { app } from './app';
import { hotTrending, learnTrendingHeaders } from './hot-trending';
import { bookmarkCookie, openD1Session, withHeader } from './http/d1-bookmark';
import { envWithCountedDb, withNoIoTiming, withServerTiming } from './http/server-timing';
import { scheduledLinkCheck } from './link-check';

export { SystemChannel } from './realtime/system-channel';

async function fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const started = performance.now();
  const hot = hotTrending(request);
  if (hot) return withNoIoTiming(hot, started);
  // One D1 session per request (read replication, http/d1-bookmark.ts): reads from a replica, writes to the primary.
  const session = openD1Session(env.DB, request);
  const response = await withServerTiming(async () => {
    const response = await app.fetch(request, envWithCountedDb(env), ctx);
    learnTrendingHeaders(request, response);
    return response;
  }, session);
  const cookie = response.status === 101 ? null : bookmarkCookie(request, response, session);
  return cookie ? withHeader(response, 'Set-Cookie', cookie) : response;
}

export default {
  fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env));
    ctx.waitUntil(scheduledLinkCheck(env));
  },
} satisfies ExportedHandler<Env>;
