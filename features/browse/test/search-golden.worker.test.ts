// The golden queries through GET /api/search: reports MRR (printed) and requires at least 0.95, and checks
// that a correction is reported exactly when one was used.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { GOLDEN_CASES, type GoldenCase } from './search-golden';
import { ids, searchFor } from './search-helpers';

const known = new Set(RESOURCES.map((r) => r.id));

/** 1/rank of the first acceptable answer within the case's depth (1 for exact titles, else 3), or 0. */
function reciprocalRank(golden: GoldenCase, found: readonly string[]): number {
  const depth = golden.kind === 'exact' || golden.kind === 'prefix' ? 1 : 3;
  const rank = found.slice(0, depth).findIndex((id) => golden.expect.includes(id));
  return rank < 0 ? 0 : 1 / (rank + 1);
}

describe('GET /api/search: golden queries', () => {
  it('has at least 60 cases, each naming existing resources', () => {
    expect(GOLDEN_CASES.length).toBeGreaterThanOrEqual(60);
    for (const golden of GOLDEN_CASES) for (const id of golden.expect) expect(known.has(id), id).toBe(true);
  });

  it('ranks the expected resources at the top: MRR >= 0.95', async () => {
    const misses: string[] = [];
    const byKind = new Map<string, number[]>();
    for (const golden of GOLDEN_CASES) {
      const { status, body } = await searchFor({ q: golden.q, type: 'resource' });
      expect(status, golden.q).toBe(200);
      const rr = reciprocalRank(golden, ids(body.results));
      if (golden.corrected !== undefined && body.correctedQuery !== golden.corrected) {
        misses.push(`${golden.q}: corrected to ${String(body.correctedQuery)}, expected ${golden.corrected}`);
      }
      if (golden.kind !== 'typo' && body.correctedQuery !== undefined) {
        misses.push(`${golden.q}: corrected to ${body.correctedQuery} though nothing was misspelt`);
      }
      if (rr < 1)
        misses.push(`${golden.q} (${golden.kind}): rr ${rr.toFixed(2)}, top ${ids(body.results).slice(0, 3)}`);
      byKind.set(golden.kind, [...(byKind.get(golden.kind) ?? []), rr]);
    }
    const all = [...byKind.values()].flat();
    const mrr = all.reduce((sum, rr) => sum + rr, 0) / all.length;
    const mean = (values: number[]) => (values.reduce((s, v) => s + v, 0) / values.length).toFixed(3);
    const kinds = [...byKind].map(([kind, values]) => `${kind} ${mean(values)} (${values.length})`).join(', ');
    console.log(`search golden set: MRR ${mrr.toFixed(3)} over ${all.length} queries; ${kinds}`);
    if (misses.length > 0) console.log(`search golden set, below rank 1:\n  ${misses.join('\n  ')}`);
    expect(mrr).toBeGreaterThanOrEqual(0.95);
    expect(misses.filter((m) => m.includes('corrected'))).toEqual([]);
  });

  // Changed on purpose (docs/decisions/0014): known words that never meet used to find nothing; now the words are
  // relaxed (the answer says which it kept), while words that do meet still all have to match.
  it('requires every word when they meet, and relaxes known words that never meet', async () => {
    const { body } = await searchFor({ q: 'grammarly python', type: 'resource' });
    expect(body.results[0]?.id).toBe('grammarly');
    expect(body.relaxedQuery).toBe('grammarly');
    expect(body.correctedQuery).toBeUndefined();
    const both = await searchFor({ q: 'supreme court', type: 'resource' });
    expect(both.body.results.length).toBeGreaterThan(0);
    expect(both.body.relaxedQuery).toBeUndefined();
    for (const result of both.body.results) {
      const text = `${result.title} ${result.description} ${result.tags.join(' ')}`.toLowerCase();
      expect(text, result.id).toMatch(/supreme/);
      expect(text, result.id).toMatch(/court/);
    }
  });

  it('puts an exact title before titles that begin with it and before description matches', async () => {
    const { body } = await searchFor({ q: 'zotero', type: 'resource' });
    expect(ids(body.results).slice(0, 2)).toEqual(['zotero', 'zotero-bib']);
    const pitch = await searchFor({ q: 'PITCH', type: 'resource' });
    expect(pitch.body.results[0]!.id).toBe('pitch');
    expect(pitch.body.results.length).toBeGreaterThan(1);
  });

  it('reports no correction when the query as typed finds results, and names it when it does not', async () => {
    const typed = await searchFor({ q: 'notion' });
    expect(typed.body.correctedQuery).toBeUndefined();
    const typo = await searchFor({ q: 'notoin free' });
    expect(typo.body.correctedQuery).toBe('notion free');
    expect(ids(typo.body.results)).toContain('notion');
  });
});
