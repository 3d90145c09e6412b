// `npm run size` (needs `npm run build`): what Chromium loads for `/` (every script and stylesheet fetched until
// the network is idle, lazy home sections included), raw and gzip, and every lazy chunk it leaves for later.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureBrowserLoad } from './browser-load.ts';
import { DEFAULT_DIST, HOME_SCRIPTS_BUDGET } from './size-report.mjs';

if (!existsSync(join(DEFAULT_DIST, 'index.html'))) {
  console.error('shell/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

function table(title, rows, columns) {
  const widths = columns.map(([heading, pick]) =>
    Math.max(heading.length, ...rows.map((row) => String(pick(row)).length)),
  );
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(columns.map(([heading]) => heading)));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(columns.map(([, pick]) => String(pick(row)))));
}

const report = await measureBrowserLoad('/');
const { totals } = report;

table('What Chromium loads for / (until the network is idle, in fetch order)', report.loaded, [
  ['file', (row) => row.file],
  ['kind', (row) => row.kind],
  ['raw bytes', (row) => row.raw],
  ['gzip bytes', (row) => row.gzip],
  ['gzip', (row) => kb(row.gzip)],
]);
console.log(
  `\nScripts loaded for /: ${totals.scriptFiles} files, ${kb(totals.scriptGzip)} gzip (${kb(totals.scriptRaw)} raw), ` +
    `budget ${kb(HOME_SCRIPTS_BUDGET)}`,
);
console.log(`Stylesheets loaded for /: ${kb(totals.cssGzip)} gzip`);

table('Lazy chunks (not loaded for /: fetched only on the routes or actions that need them)', report.lazy, [
  ['file', (row) => row.file],
  ['what', (row) => row.label],
  ['raw bytes', (row) => row.raw],
  ['gzip', (row) => kb(row.gzip)],
]);
console.log(`\nLazy JS total: ${kb(totals.lazyJsGzip)} gzip`);

if (totals.scriptGzip > HOME_SCRIPTS_BUDGET) {
  console.error(`\nOver budget by ${kb(totals.scriptGzip - HOME_SCRIPTS_BUDGET)}.`);
  process.exitCode = 1;
}
