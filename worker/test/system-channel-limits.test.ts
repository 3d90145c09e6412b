// The 'system' channel refuses cross-site Origins (403), holds at most 100 sockets per address
// (429 in the error shape, a closed socket frees its place), and closes a socket that sends a frame over 1 KB
// (1009). A client without Origin (not a browser) is allowed.
import { describe, expect, it } from 'vitest';
import { callWorker, ORIGIN } from '../../tests/workers/call-worker';
import { CLOSE_TOO_BIG, MAX_FRAME_BYTES, MAX_SOCKETS_PER_ADDRESS } from '../src/realtime/channel-limits';

let n = 0;
const freshAddress = () => `198.18.${Math.floor(++n / 250)}.${n % 250}`;

function join(address: string, origin?: string) {
  const headers: Record<string, string> = { Upgrade: 'websocket', 'CF-Connecting-IP': address };
  if (origin !== undefined) headers.Origin = origin;
  return callWorker('/api/realtime/system', { headers });
}

function accepted(response: Response): WebSocket {
  expect(response.status).toBe(101);
  const socket = response.webSocket;
  if (!socket) throw new Error('no socket');
  socket.accept();
  return socket;
}

describe("the 'system' channel's limits", () => {
  it('refuses a cross-site Origin with 403, and takes its own Origin or none', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:9999', 'null']) {
      const refused = await join(freshAddress(), origin);
      expect(refused.status, origin).toBe(403);
      expect(await refused.json()).toEqual({
        error: { code: 'forbidden_origin', message: 'The live channel accepts connections from this site only.' },
      });
    }
    accepted(await join(freshAddress(), ORIGIN)).close(1000);
    accepted(await join(freshAddress())).close(1000);
  });

  it(`holds ${MAX_SOCKETS_PER_ADDRESS} sockets per address, refuses the next with 429, and frees a closed one's place`, async () => {
    const address = freshAddress();
    const sockets = await Promise.all(
      Array.from({ length: MAX_SOCKETS_PER_ADDRESS }, async () => accepted(await join(address, ORIGIN))),
    );
    const refused = await join(address, ORIGIN);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.message).toBe(
      `Too many live connections from your address (at most ${MAX_SOCKETS_PER_ADDRESS}). Please try again in 1 minute.`,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    accepted(await join(freshAddress(), ORIGIN)).close(1000);
    // A closed socket frees its place.
    sockets.pop()!.close(1000, 'bye');
    let again: Response | undefined;
    for (let attempt = 0; attempt < 50; attempt++) {
      again = await join(address, ORIGIN);
      if (again.status === 101) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    accepted(again!).close(1000);
    for (const socket of sockets) socket.close(1000);
  });

  it(`closes a socket that sends a frame over ${MAX_FRAME_BYTES} bytes with 1009, and keeps one that sends less`, async () => {
    const address = freshAddress();
    const small = accepted(await join(address, ORIGIN));
    const big = accepted(await join(address, ORIGIN));
    const closed = new Promise<number>((resolve) => big.addEventListener('close', (event) => resolve(event.code)));
    let smallClosed = false;
    small.addEventListener('close', () => {
      smallClosed = true;
    });
    small.send('x'.repeat(MAX_FRAME_BYTES));
    big.send('x'.repeat(64 * 1024));
    expect(await closed).toBe(CLOSE_TOO_BIG);
    // The small frame's socket still gets answers.
    const ack = new Promise<string>((resolve) => small.addEventListener('message', (e) => resolve(String(e.data))));
    small.send(JSON.stringify({ type: 'heartbeat' }));
    expect(await ack).toContain('heartbeat-ack');
    expect(smallClosed).toBe(false);
    small.close(1000);
  });
});
