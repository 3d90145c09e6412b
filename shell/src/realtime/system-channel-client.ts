// The browser's side of the 'system' channel (docs/product.md#behind-the-screens): join over a WebSocket, give the join up after
// 10 s, heartbeat every 30 s, reconnect after 1, 2, 5, then every 10 s, and warn on the console whenever the
// channel is not subscribed (docs/product.md#behind-the-screens). Framework-free, so a unit test drives it with a fake socket.
import { HEARTBEAT, parseSystemMessage, type SystemMessage } from '@quadkit/core/shared/realtime';

export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
export const HEARTBEAT_MS = 30_000;
export const JOIN_TIMEOUT_MS = 10_000;

export type ChannelStatus = 'joining' | 'subscribed' | 'timed-out' | 'closed' | 'errored';

export interface ChannelOptions {
  url: string;
  onMessage: (message: SystemMessage) => void;
  onStatus?: (status: ChannelStatus) => void;
  /** The WebSocket class; a fake in tests. */
  WebSocketImpl?: typeof WebSocket;
  warn?: (message: string) => void;
}

export interface ChannelHandle {
  status(): ChannelStatus;
  /** Stops for good: no reconnects, no warnings. */
  close(): void;
}

/** The wait before reconnect attempt n (0-based): 1 s, 2 s, 5 s, then 10 s for ever. */
export const reconnectDelay = (attempt: number): number =>
  RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;

export function connectSystemChannel(options: ChannelOptions): ChannelHandle {
  const Impl = options.WebSocketImpl ?? WebSocket;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let status: ChannelStatus = 'joining';
  let socket: WebSocket | null = null;
  let attempt = 0;
  let stopped = false;
  let joinTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: ChannelStatus) => {
    status = next;
    options.onStatus?.(next);
    if (next !== 'subscribed' && next !== 'joining') {
      warn(`Realtime channel 'system' is not subscribed (${next}); retrying in ${reconnectDelay(attempt) / 1000} s.`);
    }
  };

  const clearTimers = () => {
    clearTimeout(joinTimer);
    clearInterval(heartbeat);
  };

  const scheduleReconnect = (why: ChannelStatus) => {
    clearTimers();
    if (stopped || retry !== undefined) return;
    setStatus(why);
    retry = setTimeout(() => {
      retry = undefined;
      open();
    }, reconnectDelay(attempt));
    attempt++;
  };

  function open() {
    if (stopped) return;
    status = 'joining';
    options.onStatus?.('joining');
    let current: WebSocket;
    try {
      current = new Impl(options.url);
    } catch {
      // A blocked or malformed URL throws at once: treat it as a failed join.
      scheduleReconnect('errored');
      return;
    }
    socket = current;
    joinTimer = setTimeout(() => {
      // No 'joined' within 10 s: give this socket up and start again.
      current.close();
      scheduleReconnect('timed-out');
    }, JOIN_TIMEOUT_MS);
    current.addEventListener('message', (event) => {
      if (socket !== current) return;
      const message = parseSystemMessage(event.data);
      if (!message) return;
      if (message.type === 'joined') {
        clearTimeout(joinTimer);
        attempt = 0;
        status = 'subscribed';
        options.onStatus?.('subscribed');
        heartbeat = setInterval(() => {
          try {
            current.send(HEARTBEAT);
          } catch {
            // Closing under us: the close event reconnects.
          }
        }, HEARTBEAT_MS);
      }
      options.onMessage(message);
    });
    current.addEventListener('close', () => {
      if (socket === current) scheduleReconnect('closed');
    });
    current.addEventListener('error', () => {
      if (socket === current) scheduleReconnect('errored');
    });
  }

  open();
  return {
    status: () => status,
    close() {
      stopped = true;
      clearTimers();
      clearTimeout(retry);
      socket?.close();
      socket = null;
    },
  };
}
