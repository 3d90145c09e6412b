// When browse's own word filter finds nothing for the search text, asks the server search (typo correction,
// infix, synonyms and relaxation, docs/decisions/0014) and shows what it found under 'Showing results for …'. Renders the
// given empty state while asking, when the server finds nothing too, or when it cannot be reached.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { resourcePath } from '../components/resource-path';
import { browseClient, type SearchArgs } from '../data/browse-client';
import { CorrectedQuery, RelaxedQuery } from '../search/corrected-query';
import { Highlighted } from '../search/highlighted';
import { fillNodes } from '../components/fill-nodes';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { browseMessages } from './messages';

export function BrowseServerMatches({ q, empty }: { q: string; empty: ReactNode }) {
  const text = q.trim();
  const t = useMessages(browseMessages);
  const answer = useQuery(text ? `browse-search:${text}` : null, (signal) =>
    unwrap(browseClient().search.$get({ query: { q: text, type: 'resource' } } as SearchArgs, { init: { signal } })),
  );
  // Asking, nothing found, or the search unreachable: the empty state already says what to do.
  if (answer?.status !== 'loaded' || answer.data.results.length === 0) return <>{empty}</>;
  const found = answer.data;
  return (
    <section className="browse-server-matches" aria-label={t('closest')}>
      {found.correctedQuery ? (
        <CorrectedQuery query={found.correctedQuery} className="result-count" />
      ) : found.relaxedQuery ? (
        <RelaxedQuery asked={text} kept={found.relaxedQuery} className="result-count" />
      ) : (
        <p className="result-count">{fillNodes(t('closestFor'), { query: <strong>{text}</strong> })}</p>
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
