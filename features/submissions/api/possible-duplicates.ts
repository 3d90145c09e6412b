// Finds the catalog resource or pending suggestion a suggestion looks like (duplicate-match.ts), for the submitter's
// answer and the admin's queue. The catalog and the queue are small (hundreds of rows), so both are read once and
// compared in the worker.
import { eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { resources } from '@quadkit/core/server/schema';
import { resourceSubmissions } from './schema';
import type { PossibleDuplicate } from '../shared/possible-duplicate';
import { bestMatch } from './duplicate-match';

export interface DuplicateCandidates {
  catalog: { id: string; title: string; url: string }[];
  pending: { id: string; title: string; url: string; createdAt: Date }[];
}

export async function duplicateCandidates(db: Db): Promise<DuplicateCandidates> {
  const [catalog, pending] = await db.batch([
    db.select({ id: resources.id, title: resources.title, url: resources.url }).from(resources),
    db
      .select({
        id: resourceSubmissions.id,
        title: resourceSubmissions.name,
        url: resourceSubmissions.url,
        createdAt: resourceSubmissions.createdAt,
      })
      .from(resourceSubmissions)
      .where(eq(resourceSubmissions.status, 'pending')),
  ]);
  return { catalog, pending };
}

/**
 * What the suggestion looks like: a catalog resource first, else a pending suggestion made before it (`self`
 * leaves the suggestion itself and later ones out, so of two alike suggestions only the later is flagged).
 */
export function possibleDuplicate(
  candidates: DuplicateCandidates,
  suggestion: { url: string; title: string },
  self?: { id: string; createdAt: Date },
): PossibleDuplicate | null {
  const inCatalog = bestMatch(suggestion.url, suggestion.title, candidates.catalog);
  if (inCatalog) return { where: 'catalog', title: inCatalog.title, url: inCatalog.url, resourceId: inCatalog.id };
  const before = (p: { id: string; createdAt: Date }, s: { id: string; createdAt: Date }) =>
    p.createdAt.getTime() < s.createdAt.getTime() || (p.createdAt.getTime() === s.createdAt.getTime() && p.id < s.id);
  const earlier = self ? candidates.pending.filter((p) => before(p, self)) : candidates.pending;
  const pending = bestMatch(suggestion.url, suggestion.title, earlier);
  return pending ? { where: 'pending', title: pending.title, url: pending.url } : null;
}
