// One link check: HEAD first (cheap), then GET when HEAD does not end in 2xx (many sites refuse or mishandle HEAD),
// following redirects by hand so each hop is counted against the run's budget and the final URL is recorded, each
// request bounded by a timeout. Bodies are never read.
import type { FetchBudget } from './polite';

/** The outgoing fetch, injected: the real one in production, a fake in tests (docs/decisions/0017). */
export type LinkFetcher = (url: string, init: RequestInit) => Promise<Response>;

export interface LinkCheckResult {
  /** ok: ended in 2xx; failed: 4xx/5xx, a timeout or a network error; blocked: the site refuses robots (401/403/429). */
  outcome: 'ok' | 'failed' | 'blocked';
  /** The last HTTP status seen, or null when no answer came. */
  status: number | null;
  /** Where the redirects ended (the URL itself when there were none). */
  finalUrl: string;
  /** Each redirect's target, in order. */
  redirects: string[];
  /** What went wrong, in words ('HTTP 404', 'timed out after 8000 ms'…); null when ok. */
  error: string | null;
}

export interface CheckDeps {
  fetch: LinkFetcher;
  budget: FetchBudget;
  /** Waits for the host's turn (polite spacing). */
  space: (host: string) => Promise<void>;
  timeoutMs: number;
  maxRedirects: number;
}

const USER_AGENT = 'Mozilla/5.0 (compatible; QuadkitLinkCheck/1.0; checks that catalog links still work)';
const BLOCKED = new Set([401, 403, 429]);

type Answer = { response: Response } | { error: string; timedOut: boolean } | 'no-budget';

async function request(url: string, method: 'HEAD' | 'GET', deps: CheckDeps): Promise<Answer> {
  if (!deps.budget.take()) return 'no-budget';
  await deps.space(new URL(url).host);
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Raced as well as passed on: a fetch that ignores its signal still cannot hold the run past the timeout.
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, deps.timeoutMs);
  });
  try {
    const answer = await Promise.race([
      deps.fetch(url, {
        method,
        redirect: 'manual',
        signal: controller.signal,
        headers: { 'User-Agent': USER_AGENT, Accept: 'text/html,*/*' },
      }),
      timeout,
    ]);
    if (answer === 'timeout') return { error: `timed out after ${deps.timeoutMs} ms`, timedOut: true };
    // Only the status matters: release the connection without reading the body.
    await answer.body?.cancel().catch(() => undefined);
    return { response: answer };
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'network error', timedOut: false };
  } finally {
    clearTimeout(timer);
  }
}

interface Followed {
  status: number | null;
  finalUrl: string;
  redirects: string[];
  error: string | null;
  timedOut: boolean;
}

async function follow(url: string, method: 'HEAD' | 'GET', deps: CheckDeps): Promise<Followed | 'no-budget'> {
  let current = url;
  const redirects: string[] = [];
  for (let hop = 0; ; hop++) {
    const answer = await request(current, method, deps);
    if (answer === 'no-budget') return answer;
    if ('error' in answer) return { status: null, finalUrl: current, redirects, ...answer };
    const { status } = answer.response;
    const location = answer.response.headers.get('Location');
    if (status >= 300 && status < 400 && location) {
      if (hop >= deps.maxRedirects) {
        return { status, finalUrl: current, redirects, error: 'too many redirects', timedOut: false };
      }
      const next = new URL(location, current);
      if (next.protocol !== 'https:' && next.protocol !== 'http:') {
        return { status, finalUrl: current, redirects, error: `redirects to ${next.protocol}`, timedOut: false };
      }
      current = next.href;
      redirects.push(current);
      continue;
    }
    const error = status >= 200 && status < 300 ? null : `HTTP ${status}`;
    return { status, finalUrl: current, redirects, error, timedOut: false };
  }
}

const toResult = (followed: Followed): LinkCheckResult => ({
  outcome:
    followed.error === null ? 'ok' : followed.status !== null && BLOCKED.has(followed.status) ? 'blocked' : 'failed',
  status: followed.status,
  finalUrl: followed.finalUrl,
  redirects: followed.redirects,
  error: followed.error,
});

/** The check's result, or null when the run's fetch budget ran out before it could finish. */
export async function checkLink(url: string, deps: CheckDeps): Promise<LinkCheckResult | null> {
  const head = await follow(url, 'HEAD', deps);
  if (head === 'no-budget') return null;
  // A site that let HEAD time out would keep GET waiting as long: one timeout per check bounds the run.
  if (head.error === null || head.timedOut) return toResult(head);
  const get = await follow(url, 'GET', deps);
  return get === 'no-budget' ? null : toResult(get);
}
