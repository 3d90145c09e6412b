// `npm run size`: prints what the `/` page downloads first and what each lazy chunk weighs (gzip level 9).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DIST, measureBundle } from './size-report.mjs';

const BUDGET_JS_GZIP = 120 * 1024;

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

const report = measureBundle();
const { totals } = report;

table(
  'First load of / (index.html and what it pulls in before the app runs)',
  [report.html, ...report.firstLoad],
  [
    ['file', (row) => row.file],
    ['kind', (row) => row.kind],
    ['raw bytes', (row) => row.raw],
    ['gzip bytes', (row) => row.gzip],
    ['gzip', (row) => kb(row.gzip)],
  ],
);
console.log(
  `\nFirst-load JS:  ${kb(totals.firstLoadJsGzip)} gzip (${kb(totals.firstLoadJsRaw)} raw), budget ${kb(BUDGET_JS_GZIP)}`,
);
console.log(`First-load CSS: ${kb(totals.firstLoadCssGzip)} gzip`);
console.log(`First load total (HTML + JS + CSS): ${kb(totals.firstLoadGzip + report.html.gzip)} gzip`);

table('Lazy chunks (fetched only on the routes or actions that need them)', report.lazy, [
  ['file', (row) => row.file],
  ['what', (row) => row.label],
  ['raw bytes', (row) => row.raw],
  ['gzip', (row) => kb(row.gzip)],
]);
console.log(`\nLazy JS total: ${kb(totals.lazyJsGzip)} gzip`);

if (totals.firstLoadJsGzip > BUDGET_JS_GZIP) {
  console.error(`\nOver budget by ${kb(totals.firstLoadJsGzip - BUDGET_JS_GZIP)}.`);
  process.exitCode = 1;
}
