// Pages the worker renders (index.html with the page's own head, from the feature APIs called in-process), as
// throughput ratios against a static asset in alternating one-second slices of the same run at 10 connections.
// The target: the HTML of /resource/notion at >= 50 % of the static asset.
import type { BenchContext, BenchRow } from './bench-row';
import { CONNECTIONS, type Make, measureBeside, ratio, toRow } from './slices';

const PAGES: ReadonlyArray<readonly [path: string, target: number | null]> = [
  ['/resource/notion', 50],
  ['/', null],
  ['/toolkit/finals-survival-kit', null],
  ['/bulletin-board', null],
];

export async function run({ baseURL }: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const staticAsset: Make = () => [`${baseURL}/favicon.svg`];
  for (const [path, target] of PAGES) {
    const first = await fetch(`${baseURL}${path}`);
    const html = await first.text();
    // Measure the real page: 200, with its own head rendered in (not the shell's static title).
    if (first.status !== 200 || !html.includes('application/ld+json')) {
      throw new Error(`${path} answered ${first.status} without its rendered head`);
    }
    const page = await measureBeside(() => [`${baseURL}${path}`], staticAsset);
    rows.push(toRow(`static asset /favicon.svg (${CONNECTIONS} conns)`, page.base, `, beside ${path}`));
    const note = `, ${(html.length / 1024).toFixed(1)} KB HTML`;
    const versus =
      target === null
        ? ` = ${((100 * page.target.perSecond) / page.base.perSecond).toFixed(0)} % of the static asset (context)`
        : ratio(page.target, page.base, target);
    rows.push(toRow(`page ${path} (rendered by the worker)`, page.target, `${note}${versus}`));
    console.log(rows.slice(-2));
  }
  return rows;
}
