// GET /api/realtime/system: upgrades to a WebSocket on the 'system' channel (anyone may listen: it carries
// only public news, catalog updates and the site notice). Anything but an upgrade answers 426.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { ApiError } from '@quadkit/core/server/errors';
import { joinSystemChannel } from '@quadkit/core/server/realtime';

export const realtimeApi = new Hono<AppEnv>().get('/realtime/system', async (c) => {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
    throw new ApiError(426, 'upgrade_required', 'This is a WebSocket endpoint: connect with Upgrade: websocket.');
  }
  const answer = await joinSystemChannel(c.env, c.req.raw);
  // The object's answer has immutable headers; a fresh 101 lets the middleware add its own.
  return new Response(null, { status: 101, webSocket: answer.webSocket });
});
