// Measures the built shell: the files the `/` page loads before the app runs, and every lazily loaded chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DEFAULT_DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/** Recognisable lazy chunks: a string only that chunk's source contains, or its file-name prefix. */
const LABELS = [
  { label: 'browse: resource detail', marker: 'Last updated Mar 2025', prefix: 'resource-detail-' },
  { label: 'browse: /browse screen', prefix: 'browse-screen-' },
  { label: 'browse: category page', prefix: 'category-screen-' },
  { label: 'browse: majors list', prefix: 'majors-screen-' },
  { label: 'browse: major page', prefix: 'major-screen-' },
  { label: 'browse: search overlay', prefix: 'search-overlay-' },
  { label: 'browse: home tiles + metadata', prefix: 'category-tiles-' },
  { label: 'browse: home Popular', prefix: 'popular-resources-' },
  { label: 'browse: home featured strip', prefix: 'featured-strip-' },
  { label: 'browse: home Popular Majors', prefix: 'popular-majors-' },
  { label: 'browse: resource cards (shared)', prefix: 'resource-card-' },
  { label: 'browse: resource list (shared)', prefix: 'resource-list-' },
  { label: 'built-in catalog', prefix: 'catalog-' },
  // Radix keeps its part names as strings; whichever shared chunk holds the Dialog gets this name.
  { label: 'Radix Dialog (shared)', marker: 'DialogContent' },
];

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

function attributes(tag) {
  const attrs = {};
  for (const [, name, dq, sq, bare] of tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[name.toLowerCase()] = dq ?? sq ?? bare ?? '';
  }
  return attrs;
}

/** Same-origin scripts, module preloads and stylesheets named in the HTML, as dist-relative paths. */
export function htmlAssets(html) {
  const assets = [];
  for (const [, element, rest] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = attributes(rest);
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    const url = element.toLowerCase() === 'script' ? attrs.src : attrs.href;
    if (!url || /^(https?:)?\/\//.test(url)) continue;
    if (element.toLowerCase() === 'script') assets.push({ file: url.replace(/^\//, ''), kind: 'js' });
    else if (rel.includes('modulepreload')) assets.push({ file: url.replace(/^\//, ''), kind: 'js' });
    else if (rel.includes('stylesheet')) assets.push({ file: url.replace(/^\//, ''), kind: 'css' });
  }
  return assets;
}

/** Relative specifiers a chunk imports statically (dynamic `import()` is lazy and deliberately skipped). */
export function staticImports(code) {
  const pattern =
    /(?:^|[;}\n])\s*(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?|export\s*(?:\*|\{[^}]*\})\s*from\s*)["'](\.{1,2}\/[^"']+)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1]);
}

function measure(distDir, file, kind) {
  const bytes = readFileSync(join(distDir, file));
  return { file, kind, raw: bytes.length, gzip: gzipSize(bytes) };
}

function labelFor(distDir, file) {
  const name = posix.basename(file);
  const code = readFileSync(join(distDir, file), 'utf8');
  const known = LABELS.find(({ marker, prefix }) => (marker && code.includes(marker)) || name.startsWith(prefix));
  return known ? known.label : name.replace(/-[\w-]{8}\.(js|css)$/, '');
}

/** Files of `distDir` whose text contains `text` (dist-relative paths). */
export function filesContaining(distDir, text) {
  return listAssets(distDir).filter((file) => readFileSync(join(distDir, file), 'utf8').includes(text));
}

function listAssets(distDir) {
  return readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .map((name) => `assets/${name}`);
}

export function measureBundle(distDir = DEFAULT_DIST) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const queue = htmlAssets(html);
  const firstLoad = [];
  const seen = new Set();
  // Follow static imports too: the browser fetches them before the entry runs, preload tag or not.
  while (queue.length > 0) {
    const asset = queue.shift();
    if (seen.has(asset.file)) continue;
    seen.add(asset.file);
    firstLoad.push(measure(distDir, asset.file, asset.kind));
    if (asset.kind !== 'js') continue;
    const code = readFileSync(join(distDir, asset.file), 'utf8');
    for (const specifier of staticImports(code)) {
      queue.push({ file: posix.join(posix.dirname(asset.file), specifier), kind: 'js' });
    }
  }

  const lazy = listAssets(distDir)
    .filter((file) => !seen.has(file))
    .map((file) => ({
      ...measure(distDir, file, file.endsWith('.css') ? 'css' : 'js'),
      label: labelFor(distDir, file),
    }))
    .sort((a, b) => b.gzip - a.gzip);

  const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);
  const firstJs = firstLoad.filter((asset) => asset.kind === 'js');
  const firstCss = firstLoad.filter((asset) => asset.kind === 'css');
  return {
    distDir,
    html: measure(distDir, 'index.html', 'html'),
    firstLoad,
    lazy,
    totals: {
      firstLoadJsRaw: sum(firstJs, 'raw'),
      firstLoadJsGzip: sum(firstJs, 'gzip'),
      firstLoadCssGzip: sum(firstCss, 'gzip'),
      firstLoadGzip: sum(firstLoad, 'gzip'),
      lazyJsGzip: sum(
        lazy.filter((asset) => asset.kind === 'js'),
        'gzip',
      ),
    },
  };
}
