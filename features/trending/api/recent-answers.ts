// A per-isolate copy of the trending answers read from KV, kept for a few seconds. A hot isolate then serves
// /api/trending without a KV read per request (KV is the shared store; this is only its nearest copy). The
// ranking changes once per cron run (10 minutes), so a few seconds more of age is not visible to anyone.
import { textEtag } from './text-etag';

export interface RecentAnswer {
  text: string;
  /** The answer's ETag, computed once per stored text. */
  etag: string;
}

export class RecentAnswers {
  readonly #entries = new Map<string, RecentAnswer & { until: number }>();

  constructor(
    private readonly ttlMs: number,
    /** Trending has 100 limits × 90 windows of possible keys; an isolate keeps only the latest few. */
    private readonly maxEntries = 32,
  ) {}

  /** The stored answer with its ETag, or null when there is none or it expired. */
  entry(key: string, now = Date.now()): RecentAnswer | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.until <= now) {
      this.#entries.delete(key);
      return null;
    }
    return entry;
  }

  get(key: string, now = Date.now()): string | null {
    return this.entry(key, now)?.text ?? null;
  }

  set(key: string, text: string, now = Date.now()): void {
    this.#entries.delete(key);
    this.#entries.set(key, { text, etag: textEtag(text), until: now + this.ttlMs });
    // Maps iterate in insertion order: the first key is the oldest.
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** The isolate's copy used by the route and refreshed by the cron's handler when it runs in the same isolate. */
export const recentTrendingAnswers = new RecentAnswers(10_000);
