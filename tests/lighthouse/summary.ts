// Turns Lighthouse results (several runs per page) into the `npm run lighthouse` table: the median of each score
// and metric, and the audits that failed in any run, with how many runs they failed in.
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The metric audits the table shows, in Lighthouse's own ids. */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

export type PageSummary = {
  path: string;
  runs: number;
  /** 0-100 per category, the median over the runs. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Runs in which the page painted before any script had finished downloading (see paintedFirst). */
  paintedFirst: number;
  /** The performance score's median over the runs of each kind (NaN when no run was of that kind): pages compare
   * fairly only kind by kind, since the kind, not the page, moves FCP by about a second. */
  performanceByKind: { paintedFirst: number; scriptsFirst: number };
  /** "category: audit-id (title) n/runs", one per audit that scored below 1 (perf: below 0.9) in some run. */
  failing: string[];
};

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * Whether the page painted, in the unthrottled run Lighthouse records, before any script had finished downloading.
 * Its simulation (Lantern) then leaves the scripts out of FCP (and LCP, if that paint came first too). Otherwise
 * it counts every high-priority script that finished before the paint as needed for it (module scripts leave no
 * evaluation event to prove the contrary), and FCP reads about 2 s instead of under 1 s. Locally that order is a
 * race of a few milliseconds, so it splits one page's runs into two groups: compare pages by runs of one kind.
 */
function paintedBeforeScripts(lhr: Result): boolean {
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { resourceType?: string; networkEndTime?: number }[] }
  )?.items;
  const metrics = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] })?.items?.[0];
  const paint = metrics?.observedFirstContentfulPaint;
  if (!requests || paint === undefined) return false;
  return !requests.some((r) => r.resourceType === 'Script' && (r.networkEndTime ?? Number.POSITIVE_INFINITY) <= paint);
}

/** Audits of one run that fail: scored (not informative or manual) and below the bar of their category. */
function failingAudits(lhr: Result): { key: string; label: string }[] {
  const out: { key: string; label: string }[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      // Performance: metrics and insights below "good"; elsewhere every failed check costs points.
      const bar = category === 'performance' ? 0.9 : 1;
      if (audit.score >= bar) continue;
      const value = audit.displayValue ? `, ${audit.displayValue}` : '';
      out.push({ key: `${category}:${ref.id}`, label: `${category}: ${ref.id} (${audit.title}${value})` });
    }
  }
  return out;
}

export function summarise(path: string, runs: readonly Result[]): PageSummary {
  const score = (category: (typeof CATEGORIES)[number], of: readonly Result[] = runs) =>
    Math.round(median(of.map((lhr) => (lhr.categories[category]?.score ?? Number.NaN) * 100)));
  const counts = new Map<string, { label: string; n: number }>();
  for (const lhr of runs) {
    for (const { key, label } of failingAudits(lhr)) {
      const seen = counts.get(key);
      // The label (with its value) of the first run that failed it; the count says how often.
      counts.set(key, { label: seen?.label ?? label, n: (seen?.n ?? 0) + 1 });
    }
  }
  const painted = runs.filter(paintedBeforeScripts);
  return {
    path,
    runs: runs.length,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: median(runs.map((lhr) => numeric(lhr, METRICS.fcp))),
    lcpMs: median(runs.map((lhr) => numeric(lhr, METRICS.lcp))),
    tbtMs: median(runs.map((lhr) => numeric(lhr, METRICS.tbt))),
    cls: median(runs.map((lhr) => numeric(lhr, METRICS.cls))),
    paintedFirst: painted.length,
    performanceByKind: {
      paintedFirst: score('performance', painted),
      scriptsFirst: score(
        'performance',
        runs.filter((lhr) => !painted.includes(lhr)),
      ),
    },
    failing: [...counts.values()].map(({ label, n }) => `${label} ${n}/${runs.length}`),
  };
}

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '-');
const millis = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '-');

/** The table, then each page's failing audits (or "no failing audits"). */
export function formatSummaries(pages: readonly PageSummary[]): string {
  const header = ['page', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'painted first', 'Perf by kind'];
  const score = (value: number) => (Number.isFinite(value) ? String(value) : '-');
  const rows = pages.map((p) => [
    p.path,
    String(p.scores.performance),
    String(p.scores.accessibility),
    String(p.scores['best-practices']),
    String(p.scores.seo),
    seconds(p.fcpMs),
    seconds(p.lcpMs),
    millis(p.tbtMs),
    Number.isFinite(p.cls) ? p.cls.toFixed(3) : '-',
    `${p.paintedFirst}/${p.runs}`,
    `${score(p.performanceByKind.paintedFirst)} / ${score(p.performanceByKind.scriptsFirst)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const table = [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
  const audits = pages.flatMap((p) => [
    '',
    `${p.path} (median of ${p.runs}):`,
    ...(p.failing.length ? p.failing.map((f) => `  - ${f}`) : ['  no failing audits']),
  ]);
  const legend = [
    '',
    'painted first: runs in which the page painted before any script finished downloading; Lighthouse then leaves',
    'the scripts out of FCP (under 1 s instead of about 2 s). Compare pages by runs of the same kind: Perf by kind',
    "is the median of the runs that painted first / of the others ('-': no run of that kind).",
  ];
  return [...table, ...legend, ...audits].join('\n');
}
