// Manners for the link checker: a per-run budget of fetches (Workers' subrequest limit) and a gap between two
// requests to the same host, so a run never hammers one site.

export interface FetchBudget {
  /** Takes one fetch from the budget; false when none is left. */
  take(): boolean;
  readonly used: number;
}

export function fetchBudget(max: number): FetchBudget {
  let used = 0;
  return {
    take() {
      if (used >= max) return false;
      used++;
      return true;
    },
    get used() {
      return used;
    },
  };
}

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `gapMs` has passed since the last request to the host, then notes this one. */
export function hostSpacer(gapMs: number, sleep: Sleep, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return async (host: string): Promise<void> => {
    const previous = last.get(host);
    if (previous !== undefined) {
      const wait = previous + gapMs - now();
      if (wait > 0) await sleep(wait);
    }
    last.set(host, now());
  };
}
