// The 'system' channel in the Workers runtime: a real Durable Object with hibernating WebSockets behind
// GET /api/realtime/system. Joins get the notice in force; approvals and notices reach every subscriber once.
import { describe, expect, it } from 'vitest';
import { broadcastSystem } from '@quadkit/core/server/realtime';
import type { SystemMessage } from '@quadkit/core/shared/realtime';
import { env } from 'cloudflare:workers';
import { callWorker } from '../../../tests/workers/call-worker';
import { signUp } from '../../../tests/workers/session';
import { call, signUpAdmin, submit } from './helpers';

interface Subscriber {
  socket: WebSocket;
  messages: SystemMessage[];
  /** Resolves once `count` messages have arrived. */
  received(count: number): Promise<SystemMessage[]>;
}

let addresses = 0;
/** Each subscriber from its own address: one address may hold 100 sockets (worker/src/realtime/channel-limits.ts). */
async function subscribe(): Promise<Subscriber> {
  const address = `192.0.2.${++addresses % 250}`;
  const response = await callWorker('/api/realtime/system', {
    headers: { Upgrade: 'websocket', 'CF-Connecting-IP': address },
  });
  expect(response.status).toBe(101);
  const socket = response.webSocket;
  if (!socket) throw new Error('no socket');
  const messages: SystemMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.addEventListener('message', (event) => {
    messages.push(JSON.parse(String(event.data)) as SystemMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  socket.accept();
  const received = async (count: number) => {
    const deadline = Date.now() + 5000;
    while (messages.length < count) {
      if (Date.now() > deadline) throw new Error(`only ${messages.length} of ${count} messages arrived`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return messages;
  };
  return { socket, messages, received };
}

const closeAll = (subscribers: Subscriber[]) => {
  for (const s of subscribers) s.socket.close(1000, 'done');
};

describe("the 'system' channel", () => {
  it('answers 426 in the error shape to a plain GET', async () => {
    const response = await callWorker('/api/realtime/system');
    expect(response.status).toBe(426);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('upgrade_required');
  });

  it('confirms a join and answers heartbeats', async () => {
    const subscriber = await subscribe();
    const [joined] = await subscriber.received(1);
    expect(joined?.type).toBe('joined');
    subscriber.socket.send(JSON.stringify({ type: 'heartbeat' }));
    const messages = await subscriber.received(2);
    expect(messages[1]).toEqual({ type: 'heartbeat-ack' });
    closeAll([subscriber]);
  });

  it('delivers one broadcast to each of 200 subscribers exactly once', async () => {
    const subscribers = await Promise.all(Array.from({ length: 200 }, () => subscribe()));
    await Promise.all(subscribers.map((s) => s.received(1)));
    const delivered = await broadcastSystem(env, { type: 'catalog-updated', resourceId: 'x-200' });
    expect(delivered).toBeGreaterThanOrEqual(200);
    await Promise.all(subscribers.map((s) => s.received(2)));
    // Give a duplicate the chance to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const s of subscribers) {
      expect(s.messages.filter((m) => m.type === 'catalog-updated' && m.resourceId === 'x-200')).toHaveLength(1);
    }
    closeAll(subscribers);
  });

  it('announces catalog-updated when an admin approves a submission', async () => {
    const subscriber = await subscribe();
    await subscriber.received(1);
    const admin = await signUpAdmin();
    const id = await submit();
    const { body } = await call<{ submission: { resourceId: string } }>(
      `/api/admin/resource-submissions/${id}/approve`,
      'POST',
      {
        name: `Live Update ${Date.now().toString(36)}`,
        url: `https://${crypto.randomUUID()}.example.org`,
        description: 'A resource approved while someone is listening.',
        category: 'research',
        tags: [],
      },
      { token: admin.token },
    );
    const messages = await subscriber.received(2);
    expect(messages[1]).toEqual({ type: 'catalog-updated', resourceId: body.submission.resourceId });
    closeAll([subscriber]);
  });

  it('lets an admin set and clear the site notice: subscribers get it, and new joins start with it', async () => {
    const admin = await signUpAdmin();
    const listener = await subscribe();
    await listener.received(1);
    const set = await call<{ notice: { text: string } }>(
      '/api/admin/notice',
      'PUT',
      { text: 'Maintenance at 22:00' },
      {
        token: admin.token,
      },
    );
    expect(set.status).toBe(200);
    expect((await listener.received(2))[1]).toMatchObject({ type: 'notice', notice: { text: 'Maintenance at 22:00' } });
    const late = await subscribe();
    expect((await late.received(1))[0]).toMatchObject({ type: 'joined', notice: { text: 'Maintenance at 22:00' } });
    const cleared = await call('/api/admin/notice', 'DELETE', undefined, { token: admin.token });
    expect(cleared.body).toEqual({ notice: null });
    expect((await listener.received(3))[2]).toEqual({ type: 'notice', notice: null });
    closeAll([listener, late]);
  });

  it('answers 404 to non-admins on the notice API and keeps the notice as it was', async () => {
    const admin = await signUpAdmin();
    await call('/api/admin/notice', 'PUT', { text: 'Kept' }, { token: admin.token });
    const user = await signUp();
    for (const token of [undefined, user.token]) {
      expect((await call('/api/admin/notice', 'GET', undefined, { token })).status).toBe(404);
      expect((await call('/api/admin/notice', 'PUT', { text: 'Hijack' }, { token })).status).toBe(404);
      expect((await call('/api/admin/notice', 'DELETE', undefined, { token })).status).toBe(404);
    }
    const kept = await call<{ notice: { text: string } }>('/api/admin/notice', 'GET', undefined, {
      token: admin.token,
    });
    expect(kept.body.notice.text).toBe('Kept');
    await call('/api/admin/notice', 'DELETE', undefined, { token: admin.token });
  });
});
