// GET /api/realtime/system: upgrades to a WebSocket on the 'system' channel (anyone may listen: it carries
// only public news, catalog updates and the site notice). Anything but an upgrade answers 426; a cross-site
// Origin 403; an address already holding MAX_SOCKETS_PER_ADDRESS sockets 429 (channel-limits.ts).
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { ApiError, TooManyRequestsError } from '@quadkit/core/server/errors';
import { getSiteNotice, joinSystemChannel } from '@quadkit/core/server/realtime';
import { MAX_SOCKETS_PER_ADDRESS, originAllowed } from './channel-limits';

export const realtimeApi = new Hono<AppEnv>()
  // The notice in force, public like the channel: the edge renderer draws it into the first paint.
  .get('/realtime/notice', async (c) => c.json({ notice: await getSiteNotice(c.env) }))
  .get('/realtime/system', async (c) => {
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
      throw new ApiError(426, 'upgrade_required', 'This is a WebSocket endpoint: connect with Upgrade: websocket.');
    }
    if (!originAllowed(c.req.header('Origin'), c.req.url)) {
      throw new ApiError(403, 'forbidden_origin', 'The live channel accepts connections from this site only.');
    }
    const answer = await joinSystemChannel(c.env, c.req.raw);
    if (answer.status === 429) {
      // The object counts the address's open sockets; a closed tab frees its place at once.
      throw new TooManyRequestsError(`live connections from your address (at most ${MAX_SOCKETS_PER_ADDRESS})`, 60);
    }
    // The object's answer has immutable headers; a fresh 101 lets the middleware add its own.
    return new Response(null, { status: 101, webSocket: answer.webSocket });
  });
