// When browse's own word filter finds nothing for the search text, asks the server search (typo correction,
// infix and synonyms, docs/decisions/0014) and shows what it found under 'Showing results for …'. Renders the
// given empty state while asking, when the server finds nothing too, or when it cannot be reached.
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { apiGet } from '@quadkit/core/ui/api-client';
import type { SearchResponse, SearchResult } from '../../shared/search-responses';
import { resourcePath } from '../components/resource-path';
import { CorrectedQuery } from '../search/corrected-query';
import { Highlighted } from '../search/highlighted';

type Found = { q: string; corrected: string | undefined; results: SearchResult[] };

export function BrowseServerMatches({ q, empty }: { q: string; empty: ReactNode }) {
  const text = q.trim();
  const [found, setFound] = useState<Found | undefined>();

  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ q: text, type: 'resource' }).toString();
    apiGet<SearchResponse>(`/api/search?${query}`, { signal: controller.signal }).then(
      (response) => {
        if (!controller.signal.aborted) {
          setFound({ q: text, corrected: response.correctedQuery, results: response.results });
        }
      },
      // Unreachable search: the empty state already says what to do.
      () => undefined,
    );
    return () => controller.abort();
  }, [text]);

  if (!found || found.q !== text || found.results.length === 0) return <>{empty}</>;
  return (
    <section className="browse-server-matches" aria-label="Closest matches">
      {found.corrected ? (
        <CorrectedQuery query={found.corrected} className="result-count" />
      ) : (
        <p className="result-count">
          Closest matches for <strong>{text}</strong>
        </p>
      )}
      <ul className="browse-server-matches__list">
        {found.results.map((result) => (
          <li key={result.id}>
            <Link to={resourcePath(result.id)}>
              <Highlighted segments={result.matches.title} fallback={result.title} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
