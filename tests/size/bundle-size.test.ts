// Bundle budget of the built shell (needs `npm run build` first), counted as Chromium loads it: the real worker
// (the e2e project's seeded one) serves `/`, Debian Chromium opens it, and every script fetched until the network
// is idle counts (the entry, its imports and the lazy home sections alike). Feature code stays in chunks that `/`
// never fetches. It runs in the e2e project, so it needs no worker of its own.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../features/core/catalog/resources/index';
import { loadedFiles as browserLoadedFiles } from './browser-load';
import {
  DEFAULT_DIST,
  filesContaining,
  HOME_SCRIPTS_BUDGET,
  HOME_SCRIPTS_MAX_FILES,
  type LoadReport,
  reportOf,
} from './size-report.mjs';
import { baseURL } from '../e2e/seeded-worker';

let report: LoadReport;
let loadedFiles: string[];

beforeAll(async () => {
  if (!existsSync(join(DEFAULT_DIST, 'index.html'))) {
    throw new Error('shell/dist is missing: run `npm run build` before the size tests.');
  }
  // The e2e project's seeded worker (tests/e2e/global-setup.ts) serves the built shell.
  report = reportOf('/', await browserLoadedFiles(baseURL, '/'), DEFAULT_DIST);
  loadedFiles = report.loaded.map((asset) => asset.file);
}, 480_000);

describe('what Chromium loads for /', () => {
  it('loads the entry script, then the home sections as chunks of their own; no stylesheet (inlined)', () => {
    expect(report.loaded.some((asset) => asset.kind === 'js' && /^assets\/index-/.test(asset.file))).toBe(true);
    // The page the worker rendered carries its stylesheets inline: the first paint waits for no CSS request.
    expect(report.loaded.filter((asset) => asset.kind === 'css')).toEqual([]);
    // The home sections are lazy chunks of their own, fetched because `/` draws them (not part of the entry).
    const chunks = filesContaining(DEFAULT_DIST, 'Browse by Category');
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.some((file) => loadedFiles.includes(file))).toBe(true);
    for (const file of chunks) expect(file).not.toMatch(/^assets\/index-/);
  });

  it(`keeps the scripts it loads within ${(HOME_SCRIPTS_BUDGET / 1024).toFixed(1)} KB gzip`, () => {
    expect(report.totals.scriptGzip).toBeLessThanOrEqual(HOME_SCRIPTS_BUDGET);
  });

  it(`fetches at most ${HOME_SCRIPTS_MAX_FILES} scripts, the home sections together rather than one chunk each`, () => {
    expect(report.totals.scriptFiles).toBeLessThanOrEqual(HOME_SCRIPTS_MAX_FILES);
  });

  it("leaves the save control's Radix tooltip to the first hover or focus", () => {
    // Radix keeps its part names ("TooltipContent") as strings for its context errors.
    const tooltipChunks = filesContaining(DEFAULT_DIST, 'TooltipContent');
    expect(tooltipChunks.length).toBeGreaterThan(0);
    for (const file of tooltipChunks) expect(loadedFiles).not.toContain(file);
  });

  it('leaves the resource-detail screen to its own lazy chunk', () => {
    const detailChunks = filesContaining(DEFAULT_DIST, 'Visit the website to learn more and get started.');
    expect(detailChunks.length).toBeGreaterThan(0);
    for (const file of detailChunks) expect(loadedFiles).not.toContain(file);
  });

  it('leaves the built-in catalog to its own lazy chunk', () => {
    // Resource URLs survive minification verbatim, so they identify whichever chunk holds the list.
    const urls = RESOURCES.slice(0, 5).map((resource) => resource.url);
    const catalogChunks = filesContaining(DEFAULT_DIST, urls[0]!).filter((file) =>
      urls.every((url) => filesContaining(DEFAULT_DIST, url).includes(file)),
    );
    expect(catalogChunks.length).toBeGreaterThan(0);
    for (const file of catalogChunks) expect(loadedFiles).not.toContain(file);
  });

  it.each([
    // Its title is now built by the route's head (pageTitle), so the screen's own error title marks its chunk.
    ['the /browse screen', 'Error Loading Resources'],
    ['the category page', 'Resources by Region'],
    ['the majors screens', 'Error Loading Major Details'],
    ['the search overlay', 'No results found for'],
  ])('leaves %s to lazy chunks', (_, marker) => {
    const chunks = filesContaining(DEFAULT_DIST, marker);
    expect(chunks.length).toBeGreaterThan(0);
    for (const file of chunks) expect(loadedFiles).not.toContain(file);
  });

  it('leaves the Radix dialog to the chunks fetched on demand', () => {
    // Radix keeps its part names ("DialogContent") as strings for its context errors.
    const dialogChunks = filesContaining(DEFAULT_DIST, 'DialogContent');
    expect(dialogChunks.length).toBeGreaterThan(0);
    for (const file of dialogChunks) expect(loadedFiles).not.toContain(file);
  });
});
