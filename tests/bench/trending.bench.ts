// Trending and analytics under load, as ratios against a static asset measured in alternating one-second slices
// of the same run at 10 connections:
// GET /api/trending served from KV (target >= 100 %), POST /api/events (target >= 50 %); then the trending query
// over 1,000,000 synthetic events in a local D1 of its own (time and rows read, from D1's own meta).
import '../../worker/scripts/offline';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { writeSyntheticActivity } from '../../features/trending/api/synthetic-activity';
import { trendingStatement } from '../../features/trending/api/trending-score';
import type { D1Like } from '../../features/trending/api/d1-like';
import { prepareLocalState } from '../../worker/scripts/local-state';
import { scheduledURL } from '../e2e/test-config';
import { percentile, type BenchContext, type BenchRow } from './bench-row';
import { CONNECTIONS, type Make, measureBeside, ratio, toRow } from './slices';
import { startStackFloor } from './stack-floor';

const EVENTS = 1_000_000;

export async function trendingComputation(root: string): Promise<BenchRow> {
  const state = join(root, 'tests/.artifacts/bench-trending-1m');
  rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  prepareLocalState({ persistTo: state, cwd: root, quiet: true });
  const proxy = await getPlatformProxy({
    configPath: join(root, 'wrangler.toml'),
    persist: { path: join(state, 'v3') },
  });
  try {
    const db = proxy.env.DB as D1Like;
    const seeding = performance.now();
    await writeSyntheticActivity(db, EVENTS, 90);
    const seedSeconds = ((performance.now() - seeding) / 1000).toFixed(1);
    const times: number[] = [];
    let rowsRead = 0;
    let returned = 0;
    for (let i = 0; i < 6; i++) {
      const t0 = performance.now();
      const result = await trendingStatement(db, 14, 50).all();
      if (i > 0) times.push(performance.now() - t0);
      rowsRead = result.meta.rows_read ?? 0;
      returned = result.results.length;
    }
    const plan = await db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT resource_id FROM analytics_events WHERE event_name = 'resource_view' AND timestamp >= ?1`,
      )
      .bind(new Date(Date.now() - 14 * 86_400_000).toISOString())
      .all<{ detail: string }>();
    return {
      name: 'trending query, 1M events (14 d, top 50)',
      n: times.length,
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      note:
        `rows read ${rowsRead.toLocaleString('en-US')}, ${returned} rows out; events written in ${seedSeconds} s; ` +
        `plan: ${plan.results.map((r) => r.detail).join(' / ')}`,
    };
  } finally {
    await proxy.dispose();
  }
}

export async function run({ baseURL, root }: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const origin = new URL(baseURL).origin;
  // Some activity, then the cron's refresh, so /api/trending answers a stored ranking.
  const seedEvents = ['notion', 'canva', 'anki', 'zotero'].map((id) => ({
    name: 'resource_view',
    path: `/resource/${id}`,
    properties: { resourceId: id, resourceType: 'resource' },
  }));
  const posted = await fetch(`${baseURL}/api/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ events: seedEvents }),
  });
  if (posted.status !== 202) throw new Error(`seeding events answered ${posted.status}`);
  const cron = await fetch(scheduledURL(baseURL));
  if ((await cron.text()) !== 'ok') throw new Error('the scheduled handler did not run');

  const staticAsset: Make = () => [`${baseURL}/favicon.svg`];
  /** A row with no target, for context: its throughput beside the static asset's, and the ratio. */
  const context = async (name: string, url: string, beside: string) => {
    const measured = await measureBeside(() => [url], staticAsset);
    rows.push(toRow(`static asset /favicon.svg (${CONNECTIONS} conns)`, measured.base, `, beside ${beside}`));
    const percent = ((100 * measured.target.perSecond) / measured.base.perSecond).toFixed(0);
    rows.push({
      ...toRow(name, measured.target, ''),
      note: `${measured.target.perSecond.toFixed(0)} req/s = ${percent} % of the static asset (no target: context)`,
    });
    console.log(rows.slice(-2));
  };
  // The ceiling for any API answer: a request that reaches the worker and does nothing (a 404 in the error shape).
  await context('worker floor (unknown /api path, 404)', `${baseURL}/api/bench-floor`, 'the floor');
  // The ceiling for any worker at all: the smallest one in the app's shape (asset router in front, no app code).
  const smallest = await startStackFloor(root);
  try {
    await context('smallest worker (tests/bench/stack-floor)', `${smallest.url}/`, 'the smallest worker');
  } finally {
    await smallest.stop();
  }

  // Home's request (every visit to /, 6 entries) and the /trending page's (50 entries, ~8x the bytes).
  for (const [label, query] of [
    ['home, limit 6', '?window_days=14&limit=6'],
    ['page, limit 50', ''],
  ] as const) {
    const trending = await measureBeside(() => [`${baseURL}/api/trending${query}`], staticAsset);
    const bytes = (await (await fetch(`${baseURL}/api/trending${query}`)).arrayBuffer()).byteLength;
    rows.push(toRow(`static asset /favicon.svg (${CONNECTIONS} conns)`, trending.base, `, beside ${label}`));
    rows.push(
      toRow(
        `GET /api/trending from KV (${label})`,
        trending.target,
        `, ${(bytes / 1024).toFixed(1)} KB${ratio(trending.target, trending.base, 100)}`,
      ),
    );
    console.log(rows.slice(-2));
  }

  const body = JSON.stringify({ events: [seedEvents[0]] });
  // Each connection is its own client address, changing every 250 requests over the whole run: the limit is 300
  // events a minute per address.
  const sent = Array.from({ length: CONNECTIONS }, () => 0);
  const events = await measureBeside((connection) => {
    const n = sent[connection]!++;
    return [
      `${baseURL}/api/events`,
      {
        method: 'POST',
        body,
        headers: {
          'Content-Type': 'application/json',
          Origin: origin,
          'CF-Connecting-IP': `10.${connection}.${Math.floor(n / 250) % 256}.${Math.floor(n / 65_536) % 256}`,
        },
      },
    ];
  }, staticAsset);
  rows.push(toRow(`static asset /favicon.svg (${CONNECTIONS} conns)`, events.base, ', beside events'));
  rows.push(toRow('POST /api/events (1 event)', events.target, ratio(events.target, events.base, 50)));
  console.log(rows.slice(-2));

  rows.push(await trendingComputation(root));
  return rows;
}
