// The overlay's messages around the results: a hint before searching, 'Searching…', the count (announced),
// 'No results found for "{query}"', a skipped source, or a short error line.
import { CorrectedQuery, RelaxedQuery } from './corrected-query';
import type { SearchCriteria } from './search-criteria';
import { MIN_QUERY_LENGTH, searchText } from './search-criteria';
import type { SearchState } from './use-search';

interface SearchStatusProps {
  state: SearchState;
  criteria: SearchCriteria;
  count: number;
}

function message({ state, criteria, count }: SearchStatusProps): { text: string; tone: 'hint' | 'error' } | null {
  if (state.status === 'idle') {
    return criteria.text.trim()
      ? { text: `Keep typing: search starts at ${MIN_QUERY_LENGTH} characters.`, tone: 'hint' }
      : { text: 'Search by name, topic or tag, or pick a filter.', tone: 'hint' };
  }
  if (state.status === 'error') {
    return { text: `Search failed: ${state.message}`, tone: 'error' };
  }
  if (state.status === 'loading') return count === 0 ? { text: 'Searching…', tone: 'hint' } : null;
  if (count === 0) {
    const query = state.response.query || searchText(criteria.text);
    return {
      text: query ? `No results found for "${query}"` : 'No results match these filters.',
      tone: 'hint',
    };
  }
  return null;
}

export function SearchStatus(props: SearchStatusProps) {
  const shown = message(props);
  const { state, count } = props;
  const skipped = state.status === 'done' ? state.response.skippedSources : [];
  return (
    <>
      {/* Screen readers hear the outcome of each search without leaving the input. */}
      <p className="visually-hidden" role="status">
        {state.status === 'done' && count > 0 ? `${count} ${count === 1 ? 'result' : 'results'}` : (shown?.text ?? '')}
      </p>
      {shown ? (
        <p
          className={shown.tone === 'error' ? 'search-overlay__message is-error' : 'search-overlay__message'}
          aria-hidden="true"
        >
          {shown.text}
        </p>
      ) : null}
      {state.status === 'done' ? (
        <>
          <CorrectedQuery query={state.response.correctedQuery} className="search-overlay__message" />
          <RelaxedQuery
            asked={state.response.query}
            kept={state.response.relaxedQuery}
            className="search-overlay__message"
          />
        </>
      ) : null}
      {skipped.includes('toolkits') ? (
        <p className="search-overlay__message">Toolkits could not be searched just now; showing resources only.</p>
      ) : null}
      {skipped.includes('resources') ? (
        <p className="search-overlay__message">Resources could not be searched just now; showing toolkits only.</p>
      ) : null}
    </>
  );
}
