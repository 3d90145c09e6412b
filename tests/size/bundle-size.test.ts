// Bundle budget of the built shell (needs `npm run build` first): small first load, feature code in lazy chunks.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../features/core/catalog/resources/index';
import { DEFAULT_DIST, filesContaining, measureBundle, type BundleReport } from '../../shell/scripts/size-report.mjs';

const FIRST_LOAD_JS_BUDGET = 120 * 1024;

let report: BundleReport;
let firstLoadFiles: string[];

beforeAll(() => {
  if (!existsSync(join(DEFAULT_DIST, 'index.html'))) {
    throw new Error('shell/dist is missing: run `npm run build` before the size tests.');
  }
  report = measureBundle();
  firstLoadFiles = report.firstLoad.map((asset) => asset.file);
});

describe('first load of /', () => {
  it('loads at least the entry script and stylesheet', () => {
    expect(report.firstLoad.some((asset) => asset.kind === 'js')).toBe(true);
    expect(report.firstLoad.some((asset) => asset.kind === 'css')).toBe(true);
  });

  it('keeps first-load JS within 120 KB gzip', () => {
    expect(report.totals.firstLoadJsGzip).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
  });

  it('leaves the resource-detail screen to its own lazy chunk', () => {
    const detailChunks = filesContaining(DEFAULT_DIST, 'Last updated Mar 2025');
    expect(detailChunks.length).toBeGreaterThan(0);
    for (const file of detailChunks) expect(firstLoadFiles).not.toContain(file);
  });

  it('leaves the built-in catalog to its own lazy chunk', () => {
    // Resource URLs survive minification verbatim, so they identify whichever chunk holds the list.
    const urls = RESOURCES.slice(0, 5).map((resource) => resource.url);
    const catalogChunks = filesContaining(DEFAULT_DIST, urls[0]!).filter((file) =>
      urls.every((url) => filesContaining(DEFAULT_DIST, url).includes(file)),
    );
    expect(catalogChunks.length).toBeGreaterThan(0);
    for (const file of catalogChunks) expect(firstLoadFiles).not.toContain(file);
  });

  it.each([
    ['the /browse screen', 'Browse Resources – Quadkit'],
    ['the category page', 'Resources by Region'],
    ['the majors screens', 'Error Loading Major Details'],
    ['the search overlay', 'No results found for'],
    ['the home sections', 'Browse by Category'],
  ])('leaves %s to lazy chunks', (_, marker) => {
    const chunks = filesContaining(DEFAULT_DIST, marker);
    expect(chunks.length).toBeGreaterThan(0);
    for (const file of chunks) expect(firstLoadFiles).not.toContain(file);
  });

  it('leaves the Radix dialog to the search chunk fetched on demand', () => {
    // Radix keeps its part names ("DialogContent") as strings for its context errors.
    const dialogChunks = filesContaining(DEFAULT_DIST, 'DialogContent');
    expect(dialogChunks.length).toBeGreaterThan(0);
    for (const file of dialogChunks) expect(firstLoadFiles).not.toContain(file);
  });
});
