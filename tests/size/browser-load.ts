// What Chromium really loads for a page of the built shell: starts the real worker (wrangler dev --local, seeded
// state of its own), opens the page in Debian Chromium (playwright-core), and records every script and
// stylesheet fetched until the network is idle, lazy chunks the page pulls in on its own included.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Request } from 'playwright-core';
import { startLocalWorker } from '../e2e/local-worker';
import { prepareLocalState } from '../../worker/scripts/local-state';
import { DEFAULT_DIST, gzipSize, type LoadedFile, type LoadReport, reportOf } from './size-report.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The network counts as idle after this long without a request in flight or a new one starting. */
const QUIET_MS = 3_000;
const MAX_WAIT_MS = 60_000;

/** Opens `page` of a running worker and lists the same-origin scripts and stylesheets Chromium fetched. */
export async function loadedFiles(baseURL: string, page = '/'): Promise<LoadedFile[]> {
  // The flags the end-to-end tests use (tests/e2e/browser.ts): this machine runs Chromium without a sandbox or GPU.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    const origin = new URL(baseURL).origin;
    const pending: Promise<LoadedFile | null>[] = [];
    tab.on('response', (response) => {
      const kind = ({ script: 'js', stylesheet: 'css' } as const)[response.request().resourceType()];
      const url = new URL(response.url());
      if (!kind || url.origin !== origin || !response.ok()) return;
      // The decoded body: what the browser parses (raw), gzipped here at level 9 like the build's own report.
      pending.push(
        response
          .body()
          .then((body) => ({ file: url.pathname.replace(/^\//, ''), kind, raw: body.length, gzip: gzipSize(body) })),
      );
    });
    // Playwright's 'networkidle' (500 ms without a request) fires too early on a busy machine, while the entry
    // still runs and before it asks for the session and the home sections; and it can wait forever for an
    // analytics beacon Chromium never reports finished. So: wait for 'load', then for a longer quiet spell,
    // counting only GETs (a beacon or other POST loads nothing the page needs).
    const inFlight = new Set<Request>();
    let lastActivity = Date.now();
    const settle = (request: Request) => {
      inFlight.delete(request);
      lastActivity = Date.now();
    };
    tab.on('request', (request) => {
      if (request.method() !== 'GET') return;
      inFlight.add(request);
      lastActivity = Date.now();
    });
    tab.on('requestfinished', settle);
    tab.on('requestfailed', settle);
    await tab.goto(new URL(page, baseURL).href, { waitUntil: 'load' });
    const deadline = Date.now() + MAX_WAIT_MS;
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const files = (await Promise.all(pending)).filter((file): file is LoadedFile => file !== null);
    // A file preloaded and then imported is fetched once; count it once.
    return files.filter((file, index) => files.findIndex((other) => other.file === file.file) === index);
  } finally {
    await browser.close();
  }
}

/** Starts a worker on fresh seeded state, measures `page` in Chromium, stops the worker and removes its state. */
export async function measureBrowserLoad(page = '/', distDir = DEFAULT_DIST): Promise<LoadReport> {
  const artifacts = join(root, 'tests/.artifacts');
  mkdirSync(artifacts, { recursive: true });
  const runDir = mkdtempSync(join(artifacts, 'size-'));
  try {
    const state = join(runDir, 'state');
    prepareLocalState({ persistTo: state, cwd: root, quiet: true });
    const worker = await startLocalWorker({ root, persistTo: state, logFile: join(runDir, 'worker.log') });
    try {
      return reportOf(page, await loadedFiles(worker.url, page), distDir);
    } finally {
      await worker.stop();
    }
  } finally {
    rmSync(runDir, { recursive: true, force: true });
  }
}
