// Publishing on the 'system' channel from any feature API: the worker's SystemChannel Durable Object
// (worker/src/realtime) owns the sockets; features reach it through the SYSTEM_CHANNEL binding only.
import type { SiteNotice, SystemMessage } from '../shared/realtime';
import type { Env } from './env';

/** One channel for the whole site, so every subscriber shares one object. */
const systemChannel = (env: Env) => env.SYSTEM_CHANNEL.get(env.SYSTEM_CHANNEL.idFromName('system'));

/** Sends a message to every subscriber; answers how many sockets it reached. */
export async function broadcastSystem(env: Env, message: SystemMessage): Promise<number> {
  const response = await systemChannel(env).fetch('https://system-channel/broadcast', {
    method: 'POST',
    body: JSON.stringify(message),
  });
  const { delivered } = (await response.json()) as { delivered: number };
  return delivered;
}

/** Sets (text) or clears (null) the site-wide notice: stored in the channel and sent to every subscriber. */
export async function setSiteNotice(env: Env, text: string | null): Promise<SiteNotice | null> {
  const response = await systemChannel(env).fetch('https://system-channel/notice', {
    method: text === null ? 'DELETE' : 'PUT',
    body: text === null ? null : JSON.stringify({ text }),
  });
  const { notice } = (await response.json()) as { notice: SiteNotice | null };
  return notice;
}

/** The notice in force, for a new subscriber or an admin screen. */
export async function getSiteNotice(env: Env): Promise<SiteNotice | null> {
  const response = await systemChannel(env).fetch('https://system-channel/notice');
  const { notice } = (await response.json()) as { notice: SiteNotice | null };
  return notice;
}

/** Forwards a WebSocket upgrade request to the channel (the worker's /api/realtime/system). */
export const joinSystemChannel = (env: Env, request: Request): Promise<Response> => systemChannel(env).fetch(request);
