// `npm run lighthouse [-- --runs 3] [-- --floor /resource/notion] [-- /browse /majors]`: starts the real worker
// (wrangler dev --local) on fresh seeded state, audits each public page with Lighthouse's mobile preset in Debian's
// headless Chromium, and prints the median of the runs per page and the audits that failed. `--floor PATH` adds
// two floors of that page to the same run (floor-pages.ts). Needs `npm run build` first.
// Nothing leaves the machine: Chromium runs without background networking, and Lighthouse's Node API reports nothing.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { startFreshWorker } from '../e2e/fresh-worker';
import { type FloorPages, startFloorPages } from './floor-pages';
import { CATEGORIES, formatSummaries, type PageSummary, summarise } from './summary';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Each run's full report (JSON, for the failing elements and the trace-free details) lands here. */
const reportDir = join(root, 'tests/.artifacts/lighthouse');

/** One page of each public kind; /bulletin/{id} is added with the first approved article the API lists. */
const PAGES = [
  '/',
  '/browse',
  '/category/research',
  '/resource/notion',
  '/toolkit/finals-survival-kit',
  '/majors',
  '/trending',
];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];

async function firstArticlePath(baseURL: string): Promise<string | null> {
  const response = await fetch(`${baseURL}/api/bulletin/articles?page=1`);
  if (!response.ok) return null;
  const body = (await response.json()) as { articles?: { id: string }[] };
  const id = body.articles?.[0]?.id;
  return id ? `/bulletin/${encodeURIComponent(id)}` : null;
}

/** Lighthouse's own advice for a failed trace (NO_NAVSTART, NO_FCP…) is to run again: up to 3 attempts. */
const ATTEMPTS = 3;

async function auditOnce(url: string, port: number): Promise<Result> {
  // No config: Lighthouse's default is the mobile preset (Moto G Power screen, simulated slow 4G and 4x CPU).
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

async function audit(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port);
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
      console.log(`lighthouse: ${err instanceof Error ? err.message : String(err)}; trying again`);
    }
  }
}

/** The 1, 5 and 15 minute load averages: scores read low when other work shares the machine. */
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

/** Without a CJK font, Chromium draws Chinese as empty boxes after a font search per glyph: /zh/ reads slow. */
function warnWithoutChineseFont(pages: string[]): void {
  if (!pages.some((path) => path === '/zh' || path.startsWith('/zh/'))) return;
  let families = '';
  try {
    families = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  } catch {
    // No fontconfig: nothing to tell.
  }
  if (!families.trim()) {
    console.log(
      'lighthouse: no Chinese font installed (apt-get install fonts-noto-cjk): /zh/ pages measure the font search',
    );
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '3' }, floor: { type: 'string' } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error('usage: npm run lighthouse -- [--runs N] [--floor /path] [/path …]');
  }

  const started = Date.now();
  const worker = await startFreshWorker(root, 'lighthouse');
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let floors: FloorPages | undefined;
  try {
    const article = await firstArticlePath(worker.url);
    if (!article) console.log('lighthouse: no approved article listed, /bulletin/{id} skipped');
    const paths = positionals.length ? positionals : [...PAGES, ...(article ? [article] : [])];
    warnWithoutChineseFont(paths);
    floors = values.floor ? await startFloorPages(worker.url, values.floor) : undefined;
    // By name (a path, or a floor's name as the table shows it) → the URL audited.
    const pages = new Map<string, string>([
      ...paths.map((path): [string, string] => [path, `${worker.url}${path}`]),
      ...(floors?.pages ?? []),
    ]);
    console.log(`lighthouse: load average before ${loadAverage()}`);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    mkdirSync(reportDir, { recursive: true });
    // Round by round over the pages rather than page after page: a machine that slows down part way through
    // then weighs on every page alike, so pages compared in one run (a page and its translations) compare fairly.
    const results = new Map<string, Result[]>([...pages.keys()].map((name) => [name, []]));
    for (let i = 0; i < runs; i++) {
      for (const [name, url] of pages) {
        const lhr = await audit(url, chrome.port);
        const file = join(
          reportDir,
          `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${i + 1}.json`,
        );
        writeFileSync(file, JSON.stringify(lhr));
        results.get(name)!.push(lhr);
        const perf = Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100);
        console.log(`lighthouse: ${name} run ${i + 1}/${runs}: performance ${perf}`);
      }
    }
    const summaries: PageSummary[] = [...pages.keys()].map((name) => summarise(name, results.get(name)!));
    console.log(`\n${formatSummaries(summaries)}`);
    console.log(`\nload average after: ${loadAverage()}`);
    console.log(`\nlighthouse finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    chrome?.kill();
    floors?.close();
    await worker.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
