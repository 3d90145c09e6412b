// The 'system' realtime channel: one Durable Object holding every subscriber's WebSocket with the hibernation
// API (idle sockets cost nothing; the object wakes only to broadcast), plus the site-wide notice it stores.
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '@quadkit/core/server/env';
import { HEARTBEAT, HEARTBEAT_ACK, type SiteNotice, type SystemMessage } from '@quadkit/core/shared/realtime';
import { addressTag, CLOSE_TOO_BIG, frameBytes, MAX_FRAME_BYTES, MAX_SOCKETS_PER_ADDRESS } from './channel-limits';

const NOTICE_KEY = 'notice';

export class SystemChannel extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Heartbeats are answered by the runtime itself, without waking a hibernating object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(HEARTBEAT, HEARTBEAT_ACK));
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() === 'websocket') {
      return this.join(request.headers.get('CF-Connecting-IP')?.trim() || 'local');
    }
    const { pathname } = new URL(request.url);
    if (pathname === '/broadcast' && request.method === 'POST') {
      return Response.json({ delivered: this.broadcast(await request.text()) });
    }
    if (pathname === '/notice') return this.notice(request);
    return new Response('Not found', { status: 404 });
  }

  /**
   * Accepts a subscriber unless its address holds the most sockets allowed already (429); its join is confirmed
   * with the notice in force. Counting and accepting run with no await between them, so parallel joins cannot pass.
   */
  private async join(address: string): Promise<Response> {
    const tag = addressTag(address);
    if (this.ctx.getWebSockets(tag).length >= MAX_SOCKETS_PER_ADDRESS) {
      return new Response('Too many sockets from this address', { status: 429 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [tag]);
    const joined: SystemMessage = { type: 'joined', notice: (await this.currentNotice()) ?? null };
    server.send(JSON.stringify(joined));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Sends the same text to every open socket; answers how many it reached. */
  private broadcast(text: string): number {
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(text);
        delivered++;
      } catch {
        // A socket closing under us: its close handler tidies up.
      }
    }
    return delivered;
  }

  private async notice(request: Request): Promise<Response> {
    if (request.method === 'GET') return Response.json({ notice: (await this.currentNotice()) ?? null });
    let notice: SiteNotice | null = null;
    if (request.method === 'PUT') {
      const { text } = (await request.json()) as { text: string };
      notice = { text, setAt: Date.now() };
      await this.ctx.storage.put(NOTICE_KEY, notice);
    } else if (request.method === 'DELETE') {
      await this.ctx.storage.delete(NOTICE_KEY);
    } else {
      return new Response('Method not allowed', { status: 405 });
    }
    const message: SystemMessage = { type: 'notice', notice };
    this.broadcast(JSON.stringify(message));
    return Response.json({ notice });
  }

  private currentNotice(): Promise<SiteNotice | undefined> {
    return this.ctx.storage.get<SiteNotice>(NOTICE_KEY);
  }

  /**
   * Subscribers only ever send heartbeats (answered above without waking the object); anything else is ignored,
   * and a frame over MAX_FRAME_BYTES closes its socket (1009).
   */
  override webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): void {
    if (frameBytes(message) <= MAX_FRAME_BYTES) return;
    try {
      socket.close(CLOSE_TOO_BIG, `Frames are at most ${MAX_FRAME_BYTES} bytes.`);
    } catch {
      // already closed
    }
  }

  override webSocketClose(socket: WebSocket, code: number, reason: string): void {
    // 1005/1006 may not be echoed back; close with a normal code instead.
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // already closed
    }
  }
}
