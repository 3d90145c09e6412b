// Search across sources (resources, public toolkits): decides which sources a query asks for, skips a
// source that fails, and merges resources (best first) then toolkits, unique by id, up to the limit.
import type { Db } from '@quadkit/core/server/db';
import type { SearchQuery } from '../shared/search-request';
import type { SearchResponse, SearchResult, SearchSource } from '../shared/search-responses';
import {
  buildMatch,
  listResourcesByFilters,
  resourceTextStep,
  runSteps,
  searchTerms,
  type Step,
} from '@quadkit/core/server/search/engine';
import { sortResults } from './search-sort';
import { toolkitsStatement } from './search-toolkits';

type Pending = { source: SearchSource; step: Step<SearchResult[]> };

/** The corrected or relaxed query of the resources source, when it used one (the engine's stages). */
type Correction = { query?: string; relaxed?: string };

/** What each source is asked; no entry means the query does not concern that source. */
function plan(db: Db, query: SearchQuery, correction: Correction): Pending[] {
  const { q, category, tags, type, limit } = query;
  const filtered = category !== undefined || tags.length > 0;
  const pending: Pending[] = [];
  if (type !== 'toolkit') {
    const filters = { category, tags, limit };
    // Text with nothing searchable in it (only punctuation) finds no resource.
    const terms = searchTerms(q);
    const match = terms.length > 0 ? buildMatch(terms, filters) : undefined;
    if (match) {
      const step = resourceTextStep(db, q, terms, filters);
      const finish = async (answers: unknown[]) => {
        const { results, correctedQuery, relaxedQuery } = await step.finish(answers);
        correction.query = correctedQuery;
        correction.relaxed = relaxedQuery;
        return results;
      };
      pending.push({ source: 'resources', step: { planned: step.planned, finish } });
    } else if (!q && (filtered || type === 'resource')) {
      // No text: never beside another source (toolkits need text or type=toolkit), so a query of its own.
      pending.push({ source: 'resources', step: { planned: [], finish: () => listResourcesByFilters(db, filters) } });
    }
  }
  // Toolkits ignore category and tags; without text they are listed only when asked for by type.
  if (type !== 'resource' && (q || type === 'toolkit')) {
    const statement = toolkitsStatement(db, q, limit);
    const finish = async ([rows]: unknown[]) => rows as SearchResult[];
    pending.push({ source: 'toolkits', step: { planned: [statement], finish } });
  }
  return pending;
}

export function mergeResults(lists: readonly SearchResult[][], limit: number): SearchResult[] {
  const seen = new Set<string>();
  const merged: SearchResult[] = [];
  for (const result of lists.flat()) {
    if (seen.has(result.id)) continue;
    seen.add(result.id);
    merged.push(result);
    if (merged.length === limit) break;
  }
  return merged;
}

export async function search(db: Db, query: SearchQuery): Promise<SearchResponse> {
  const correction: Correction = {};
  const pending = plan(db, query, correction);
  // Every source's first statements in one round trip (search-batch.ts).
  const settled = await runSteps(
    db,
    pending.map((p) => p.step),
  );
  const lists: SearchResult[][] = [];
  const skippedSources: SearchSource[] = [];
  settled.forEach((outcome, i) => {
    const { source } = pending[i] as (typeof pending)[number];
    if (outcome.status === 'fulfilled') lists.push(outcome.value);
    else {
      // docs/product.md#when-something-fails: a failing source is skipped; logged so the failure is still seen.
      console.warn(`search: the ${source} source failed and was skipped:`, outcome.reason);
      skippedSources.push(source);
    }
  });
  // Nothing answered: a real failure, so the client shows its built-in list rather than "no results".
  const firstFailure = settled.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (firstFailure && lists.length === 0) throw firstFailure.reason;
  const results = await sortResults(db, mergeResults(lists, query.limit), query.sort);
  const body: SearchResponse = { query: query.q, results, skippedSources };
  if (correction.query !== undefined) body.correctedQuery = correction.query;
  if (correction.relaxed !== undefined) body.relaxedQuery = correction.relaxed;
  return body;
}
