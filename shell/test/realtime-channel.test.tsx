// The shell's 'system' channel client with a fake WebSocket and fake timers: reconnects after 1, 2, 5, then
// every 10 s; heartbeat every 30 s; a join given up after 10 s; a console warning while not subscribed; and
// catalog-updated revalidating the router, notices reaching the banner.
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeBanner } from '../src/realtime/notice-banner';
import { startRealtime } from '../src/realtime/start-realtime';
import { connectSystemChannel, HEARTBEAT_MS, JOIN_TIMEOUT_MS } from '../src/realtime/system-channel-client';

class FakeSocket extends EventTarget {
  static all: FakeSocket[] = [];
  static openedAt: number[] = [];
  readonly sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSocket.all.push(this);
    FakeSocket.openedAt.push(Date.now());
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  /** The server accepts the join. */
  join(notice: { text: string; setAt: number } | null = null) {
    this.receive({ type: 'joined', notice });
  }
  receive(message: unknown) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(message) }));
  }
  /** The connection drops. */
  kill() {
    this.dispatchEvent(new Event('close'));
  }
}

const latest = () => FakeSocket.all.at(-1)!;
const Impl = FakeSocket as unknown as typeof WebSocket;

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  FakeSocket.all = [];
  FakeSocket.openedAt = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the system channel client', () => {
  it('reconnects after 1, 2, 5, then every 10 seconds while the socket keeps dying', async () => {
    const warn = vi.fn();
    const channel = connectSystemChannel({
      url: 'ws://x/api/realtime/system',
      onMessage: () => {},
      WebSocketImpl: Impl,
      warn,
    });
    latest().join();
    expect(channel.status()).toBe('subscribed');
    const gaps: number[] = [];
    for (let i = 0; i < 6; i++) {
      const before = FakeSocket.all.length;
      const killedAt = Date.now();
      latest().kill();
      // Nothing reopens a moment before the delay is up.
      const delay = [1000, 2000, 5000, 10_000, 10_000, 10_000][i]!;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(FakeSocket.all.length).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.all.length).toBe(before + 1);
      gaps.push(FakeSocket.openedAt.at(-1)! - killedAt);
    }
    expect(gaps).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Realtime channel 'system' is not subscribed"));
    channel.close();
  });

  it('starts again at 1 second once a reconnect has joined', async () => {
    const channel = connectSystemChannel({ url: 'ws://x', onMessage: () => {}, WebSocketImpl: Impl, warn: () => {} });
    latest().kill();
    await vi.advanceTimersByTimeAsync(1000);
    latest().kill();
    await vi.advanceTimersByTimeAsync(2000);
    latest().join();
    const count = FakeSocket.all.length;
    latest().kill();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all.length).toBe(count + 1);
    channel.close();
  });

  it('sends a heartbeat every 30 seconds while subscribed', async () => {
    const channel = connectSystemChannel({ url: 'ws://x', onMessage: () => {}, WebSocketImpl: Impl, warn: () => {} });
    latest().join();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1);
    expect(latest().sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(latest().sent).toEqual(['{"type":"heartbeat"}']);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2);
    expect(latest().sent).toHaveLength(3);
    channel.close();
  });

  it('gives a join up after 10 seconds, warns, and tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const channel = connectSystemChannel({ url: 'ws://x', onMessage: () => {}, WebSocketImpl: Impl });
    const first = latest();
    await vi.advanceTimersByTimeAsync(JOIN_TIMEOUT_MS - 1);
    expect(first.closed).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(first.closed).toBe(true);
    expect(channel.status()).toBe('timed-out');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("Realtime channel 'system' is not subscribed (timed-out)"),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
    channel.close();
  });

  it('stays quiet after close(): no reconnect, no warning', async () => {
    const warn = vi.fn();
    const channel = connectSystemChannel({ url: 'ws://x', onMessage: () => {}, WebSocketImpl: Impl, warn });
    latest().join();
    channel.close();
    latest().kill();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the shell on the system channel', () => {
  it('revalidates the router on catalog-updated and shows and clears the notice banner', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const store = createStore();
    const router = { revalidate: vi.fn() };
    render(
      <Provider store={store}>
        <NoticeBanner />
      </Provider>,
    );
    const channel = startRealtime(router, store);
    expect(latest().url).toMatch(/^ws:\/\/.+\/api\/realtime\/system$/);
    act(() => latest().join({ text: 'Maintenance tonight', setAt: 1 }));
    expect(screen.getByRole('status', { name: 'Site notice' }).textContent).toBe('Maintenance tonight');
    act(() => latest().receive({ type: 'catalog-updated', resourceId: 'new-one' }));
    expect(router.revalidate).toHaveBeenCalledTimes(1);
    act(() => latest().receive({ type: 'notice', notice: null }));
    expect(screen.queryByRole('status', { name: 'Site notice' })).toBeNull();
    channel.close();
    vi.unstubAllGlobals();
  });
});

describe('a socket that cannot even be created', () => {
  it('counts as a failed join: warns and retries after 1 second', async () => {
    let tries = 0;
    const Throwing = class {
      constructor() {
        tries++;
        throw new Error('blocked');
      }
    } as unknown as typeof WebSocket;
    const warn = vi.fn();
    const channel = connectSystemChannel({ url: 'ws://x', onMessage: () => {}, WebSocketImpl: Throwing, warn });
    expect(channel.status()).toBe('errored');
    expect(warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tries).toBe(2);
    channel.close();
  });
});
