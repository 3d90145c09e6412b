// Sizes of the built shell: what a page load fetched (raw and gzip level 9), and every chunk it did not fetch
// (lazy, loaded on other routes or actions). The list of fetched files comes from a real browser
// (browser-load.ts); this file only weighs and labels them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DEFAULT_DIST = fileURLToPath(new URL('../../shell/dist/', import.meta.url));

/**
 * The budget of `/`, held by the size test and printed by `npm run size`: the scripts Chromium loads, gzip level 9,
 * at most 124.7 KB (what it measured once screens shared one chunk, the entry then listing fewer files; it must not
 * grow), in at most 3 files (the entry and the two home-section chunks; the theme init is inline).
 */
export const HOME_SCRIPTS_BUDGET = Math.round(124.7 * 1024);
export const HOME_SCRIPTS_MAX_FILES = 3;

/** Recognisable lazy chunks: a string only that chunk's source contains, or its file-name prefix. */
const LABELS = [
  {
    label: 'browse: resource detail',
    marker: 'Visit the website to learn more and get started.',
    prefix: 'resource-detail-',
  },
  { label: 'browse: /browse screen', prefix: 'browse-screen-' },
  { label: 'browse: category page', prefix: 'category-screen-' },
  { label: 'browse: majors list', prefix: 'majors-screen-' },
  { label: 'browse: major page', prefix: 'major-screen-' },
  { label: 'browse: search overlay', prefix: 'search-overlay-' },
  { label: 'browse: home tiles + metadata', prefix: 'category-tiles-' },
  { label: 'browse: home Popular', prefix: 'popular-resources-' },
  { label: 'browse: home featured strip', prefix: 'featured-strip-' },
  { label: 'browse: home Popular Majors', prefix: 'popular-majors-' },
  { label: 'dashboard: onboarding wizard', prefix: 'onboarding-wizard-' },
  { label: 'built-in catalog', prefix: 'catalog-' },
  // Radix keeps its part names as strings; whichever shared chunk holds the Dialog gets this name.
  { label: 'Radix Dialog (shared)', marker: 'DialogContent' },
];

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Every built script and stylesheet, as dist-relative paths (assets/x.js). */
export function listAssets(distDir = DEFAULT_DIST) {
  return readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .map((name) => `assets/${name}`);
}

/** Files of `distDir` whose text contains `text` (dist-relative paths). */
export function filesContaining(distDir, text) {
  return listAssets(distDir).filter((file) => readFileSync(join(distDir, file), 'utf8').includes(text));
}

function labelFor(distDir, file) {
  const name = posix.basename(file);
  const code = readFileSync(join(distDir, file), 'utf8');
  const known = LABELS.find(({ marker, prefix }) => (marker && code.includes(marker)) || name.startsWith(prefix));
  return known ? known.label : name.replace(/-[\w-]{7}\.(js|css)$/, '');
}

const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);

/**
 * The report for one page load: `loaded` lists what the browser fetched ({ file, kind, raw, gzip }, in fetch
 * order); every built script it did not fetch is lazy.
 */
export function reportOf(page, loaded, distDir = DEFAULT_DIST) {
  const fetched = new Set(loaded.map((asset) => asset.file));
  const lazy = listAssets(distDir)
    .filter((file) => file.endsWith('.js') && !fetched.has(file))
    .map((file) => {
      const bytes = readFileSync(join(distDir, file));
      return { file, kind: 'js', raw: bytes.length, gzip: gzipSize(bytes), label: labelFor(distDir, file) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const scripts = loaded.filter((asset) => asset.kind === 'js');
  const styles = loaded.filter((asset) => asset.kind === 'css');
  return {
    page,
    distDir,
    loaded,
    lazy,
    totals: {
      scriptFiles: scripts.length,
      scriptRaw: sum(scripts, 'raw'),
      scriptGzip: sum(scripts, 'gzip'),
      cssGzip: sum(styles, 'gzip'),
      lazyJsGzip: sum(lazy, 'gzip'),
    },
  };
}
