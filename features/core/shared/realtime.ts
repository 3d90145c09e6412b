// The 'system' realtime channel's messages (GET /api/realtime/system, a WebSocket): shared by the worker's
// Durable Object, the feature APIs that publish, and the shell that subscribes.

/** A site-wide banner an admin sets; null when cleared. */
export interface SiteNotice {
  text: string;
  /** Epoch ms. */
  setAt: number;
}

export type SystemMessage =
  /** Sent to each subscriber once its join is accepted, with the notice in force. */
  | { type: 'joined'; notice: SiteNotice | null }
  /** The catalog changed (an approved submission): open lists should reload. */
  | { type: 'catalog-updated'; resourceId: string }
  | { type: 'notice'; notice: SiteNotice | null }
  /** The answer to a client's { type: 'heartbeat' }. */
  | { type: 'heartbeat-ack' };

export const HEARTBEAT = JSON.stringify({ type: 'heartbeat' });
export const HEARTBEAT_ACK = JSON.stringify({ type: 'heartbeat-ack' });

export function parseSystemMessage(data: unknown): SystemMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as { type?: unknown };
    return typeof value?.type === 'string' ? (value as SystemMessage) : null;
  } catch {
    return null;
  }
}
