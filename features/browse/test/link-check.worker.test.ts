// The scheduled link checker against a fake fetch (no network) and the real seeded D1: only a real 2xx
// sets last_verified; redirects are followed and recorded; 404s, timeouts and slow sites fail without holding the
// run; the third failure in a row opens one broken-link report for the admin; and a run never makes more fetches
// (Workers subrequests) or D1 queries than its bound, whatever the sites answer.
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import { createDb } from '@quadkit/core/server/db';
import { runLinkCheck, type LinkCheckDeps } from '../api';
import { LINK_CHECK } from '../api/link-check/limits';
import { call } from './eligibility-helpers';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 26, 12);

interface Call {
  url: string;
  method: string;
}

type Handler = (method: string) => Response | Promise<Response>;

/** A fake fetch answering by URL; every call is logged. Unknown URLs answer 200. */
function fakeFetch(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch: LinkCheckDeps['fetch'] = async (url, init) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method });
    const handler = routes[url];
    return handler ? handler(method) : new Response(null, { status: 200 });
  };
  return { fetch, calls };
}

const redirect = (to: string, status = 301) => new Response(null, { status, headers: { Location: to } });
const never = () => new Promise<Response>(() => undefined);
const after = (ms: number, status = 200) =>
  new Promise<Response>((resolve) => setTimeout(() => resolve(new Response(null, { status })), ms));

async function urlOf(id: string): Promise<string> {
  const row = await env.DB.prepare('SELECT url FROM resources WHERE id = ?').bind(id).first<{ url: string }>();
  return row!.url;
}

/** Only these resources are due: every other one is marked as checked fine just now. */
async function onlyDue(...ids: string[]): Promise<void> {
  await env.DB.prepare('DELETE FROM link_checks').run();
  await env.DB.prepare("DELETE FROM resource_reports WHERE reason = 'broken-link'").run();
  await env.DB.prepare('UPDATE resources SET last_verified = NULL').run();
  await env.DB.prepare(
    `INSERT INTO link_checks (resource_id, checked_at, ok, failures) SELECT id, ?, 1, 0 FROM resources
     WHERE id NOT IN (${ids.map(() => '?').join(', ')})`,
  )
    .bind(START, ...ids)
    .run();
}

async function state(id: string) {
  const check = await env.DB.prepare('SELECT * FROM link_checks WHERE resource_id = ?').bind(id).first<{
    ok: number;
    http_status: number | null;
    final_url: string | null;
    error: string | null;
    failures: number;
  }>();
  const resource = await env.DB.prepare('SELECT last_verified FROM resources WHERE id = ?')
    .bind(id)
    .first<{ last_verified: string | null }>();
  const reports = await env.DB.prepare(
    "SELECT note FROM resource_reports WHERE resource_id = ? AND reason = 'broken-link' AND status = 'open'",
  )
    .bind(id)
    .all<{ note: string }>();
  return { check, lastVerified: resource?.last_verified ?? null, reports: reports.results };
}

const sleeps: number[] = [];
let bumps = 0;
const deps = (fetch: LinkCheckDeps['fetch'], now = START, limits: LinkCheckDeps['limits'] = {}): LinkCheckDeps => ({
  fetch,
  now: () => now,
  sleep: async (ms) => {
    sleeps.push(ms);
  },
  limits,
  // As the worker wires it: the edge-cached resource answers are purged.
  pagesChanged: () => {
    bumps++;
    return bumpCatalogVersion(env.CACHE);
  },
});

const db = () => createDb(env.DB);

beforeEach(() => {
  sleeps.length = 0;
  bumps = 0;
});

describe('runLinkCheck', () => {
  it('sets last_verified to the day of a real 2xx answer, with one HEAD', async () => {
    await onlyDue('desmos');
    const url = await urlOf('desmos');
    const fake = fakeFetch({ [url]: () => new Response(null, { status: 200 }) });
    const run = await runLinkCheck(db(), deps(fake.fetch));
    expect(run.checked.map((c) => [c.resourceId, c.outcome])).toEqual([['desmos', 'ok']]);
    expect(fake.calls).toEqual([{ url, method: 'HEAD' }]);
    const after = await state('desmos');
    expect(after.lastVerified).toBe('2026-11-26');
    expect(after.check).toMatchObject({ ok: 1, http_status: 200, final_url: null, error: null, failures: 0 });
    expect(bumps).toBe(1);
    // The API and so the pages show it.
    const { body } = await call<{ resource: { lastVerified?: string } }>('/api/resources/desmos', 'GET');
    expect(body.resource.lastVerified).toBe('2026-11-26');
  });

  it('follows redirects, records where they end, and spaces two requests to one host', async () => {
    await onlyDue('desmos');
    const url = await urlOf('desmos');
    const fake = fakeFetch({
      [url]: () => redirect('/calculator'),
      [new URL('/calculator', url).href]: () => redirect('https://desmos.example.org/home', 302),
      'https://desmos.example.org/home': () => new Response(null, { status: 200 }),
    });
    const run = await runLinkCheck(db(), deps(fake.fetch));
    expect(run.checked[0]).toMatchObject({
      outcome: 'ok',
      finalUrl: 'https://desmos.example.org/home',
      redirects: [new URL('/calculator', url).href, 'https://desmos.example.org/home'],
    });
    expect((await state('desmos')).check).toMatchObject({ ok: 1, final_url: 'https://desmos.example.org/home' });
    expect((await state('desmos')).lastVerified).toBe('2026-11-26');
    // The second request went to the same host as the first: it waited the gap; the third host was new.
    expect(sleeps).toEqual([LINK_CHECK.hostGapMs]);
  });

  it('falls back to GET when HEAD is refused', async () => {
    await onlyDue('desmos');
    const url = await urlOf('desmos');
    const fake = fakeFetch({ [url]: (method) => new Response(null, { status: method === 'HEAD' ? 405 : 200 }) });
    const run = await runLinkCheck(db(), deps(fake.fetch));
    expect(fake.calls.map((c) => c.method)).toEqual(['HEAD', 'GET']);
    expect(run.checked[0]?.outcome).toBe('ok');
  });

  it('does not verify a 404, and opens one broken-link report at the third failure in a row', async () => {
    await onlyDue('desmos');
    const url = await urlOf('desmos');
    const fake = fakeFetch({ [url]: () => new Response('gone', { status: 404 }) });
    const runAt = (day: number) => runLinkCheck(db(), deps(fake.fetch, START + day * DAY));

    const first = await runAt(0);
    expect(first.checked[0]).toMatchObject({ outcome: 'failed', status: 404, error: 'HTTP 404' });
    expect(fake.calls.map((c) => c.method)).toEqual(['HEAD', 'GET']);
    expect(await state('desmos')).toMatchObject({ lastVerified: null, check: { ok: 0, failures: 1 }, reports: [] });
    expect(bumps).toBe(0);

    // Not due again within six hours.
    expect((await runLinkCheck(db(), deps(fake.fetch, START + 3_600_000))).checked).toEqual([]);

    expect((await runAt(1)).reported).toEqual([]);
    const third = await runAt(2);
    expect(third.reported).toEqual(['desmos']);
    // One reporter's report: the admin's queue has it, the page's notice waits for 2 more or a confirmation.
    expect(bumps).toBe(0);
    const reported = await state('desmos');
    expect(reported.check?.failures).toBe(3);
    expect(reported.reports).toHaveLength(1);
    expect(reported.reports[0]?.note).toMatch(/^Link checker: 3 checks in a row failed .*HTTP 404/);
    // The page's quiet notice is not on yet, and a fourth failure does not open a second report.
    const { body } = await call<{ brokenLinkReported: boolean }>('/api/resources/desmos', 'GET');
    expect(body.brokenLinkReported).toBe(false);
    expect((await runAt(3)).reported).toEqual([]);
    expect((await state('desmos')).reports).toHaveLength(1);

    // A student's own report meanwhile: the checker never resolves that one.
    const student = await call('/api/resource-reports', 'POST', { resourceId: 'desmos', reason: 'broken-link' });
    expect(student.status).toBe(201);

    // Back up: verified again and the failure count resets.
    fake.calls.length = 0;
    const ok = fakeFetch({});
    await runLinkCheck(db(), deps(ok.fetch, START + 4 * DAY));
    // ...and the checker's own report is resolved; the student's stays open for an admin.
    const after = await state('desmos');
    expect(after).toMatchObject({ lastVerified: '2026-11-30', check: { ok: 1, failures: 0 } });
    expect(after.reports).toHaveLength(1);
    expect(after.reports[0]?.note ?? '').not.toMatch(/^Link checker/);
  });

  it('times out a site that never answers, without trying GET, and keeps the run short', async () => {
    await onlyDue('desmos');
    const url = await urlOf('desmos');
    const fake = fakeFetch({ [url]: never });
    const started = Date.now();
    const run = await runLinkCheck(db(), deps(fake.fetch, START, { timeoutMs: 50 }));
    expect(run.checked[0]).toMatchObject({ outcome: 'failed', status: null, error: 'timed out after 50 ms' });
    expect(fake.calls).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await state('desmos')).toMatchObject({ lastVerified: null, check: { ok: 0, failures: 1 } });
  });

  it('waits for a slow site within the timeout, and gives up on one slower than it', async () => {
    await onlyDue('desmos', 'geogebra');
    const [slow, slower] = [await urlOf('desmos'), await urlOf('geogebra')];
    const fake = fakeFetch({ [slow]: () => after(60), [slower]: () => after(1_500) });
    const started = Date.now();
    const run = await runLinkCheck(db(), deps(fake.fetch, START, { timeoutMs: 300 }));
    const outcome = Object.fromEntries(run.checked.map((c) => [c.resourceId, c.outcome]));
    expect(outcome).toEqual({ desmos: 'ok', geogebra: 'failed' });
    expect(run.checked.find((c) => c.resourceId === 'geogebra')?.error).toBe('timed out after 300 ms');
    // The slower site did not hold the run for its 1.5 s.
    expect(Date.now() - started).toBeLessThan(1_400);
    expect((await state('desmos')).lastVerified).toBe('2026-11-26');
    expect((await state('geogebra')).lastVerified).toBeNull();
  });

  it('treats 403 as a site refusing robots: no date, no failure counted', async () => {
    await onlyDue('desmos');
    const url = await urlOf('desmos');
    const fake = fakeFetch({ [url]: () => new Response(null, { status: 403 }) });
    const run = await runLinkCheck(db(), deps(fake.fetch));
    expect(run.checked[0]?.outcome).toBe('blocked');
    expect(await state('desmos')).toMatchObject({ lastVerified: null, check: { ok: 0, failures: 0 } });
  });
});

describe('a run within Workers limits', () => {
  /** Counts D1 statements prepared by the run (each is one query against the D1 limit per invocation). */
  function countingD1() {
    let statements = 0;
    const d1 = new Proxy(env.DB, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (key === 'prepare') {
          return (query: string) => {
            statements++;
            return target.prepare(query);
          };
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return { d1, count: () => statements };
  }

  it('with every resource due and every site redirecting forever, stays within its fetch and query bounds', async () => {
    await env.DB.prepare('DELETE FROM link_checks').run();
    let n = 0;
    const calls: string[] = [];
    const loop: LinkCheckDeps['fetch'] = async (url) => {
      calls.push(url);
      return redirect(`${new URL(url).origin}/hop-${n++}`);
    };
    const { d1, count } = countingD1();
    const run = await runLinkCheck(createDb(d1), deps(loop));
    // The subrequest bound: at most 24 fetches, well under Workers Free's 50 per invocation.
    expect(run.fetches).toBe(calls.length);
    expect(calls.length).toBeLessThanOrEqual(LINK_CHECK.fetchesPerRun);
    expect(LINK_CHECK.fetchesPerRun).toBeLessThan(50);
    expect(run.checked.length).toBeLessThanOrEqual(LINK_CHECK.itemsPerRun);
    for (const c of run.checked) expect(c).toMatchObject({ outcome: 'failed', error: 'too many redirects' });
    // One select, then at most an upsert, an update or a report check and a report per item.
    expect(count()).toBeLessThanOrEqual(1 + 3 * LINK_CHECK.itemsPerRun);
    // At most one resource per host in a run.
    const hosts = run.checked.map((c) => new URL(c.url).host);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('checks a full run of healthy sites with one HEAD each', async () => {
    await env.DB.prepare('DELETE FROM link_checks').run();
    const fake = fakeFetch({});
    const started = performance.now();
    const run = await runLinkCheck(db(), deps(fake.fetch, START + 30 * DAY));
    const elapsed = performance.now() - started;
    expect(run.checked).toHaveLength(LINK_CHECK.itemsPerRun);
    expect(run.fetches).toBe(LINK_CHECK.itemsPerRun);
    console.log(`link check: ${run.checked.length} healthy links, ${run.fetches} fetches, ${elapsed.toFixed(1)} ms`);
  });
});
