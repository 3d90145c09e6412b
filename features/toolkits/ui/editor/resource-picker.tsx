// Finding resources to add: the site's search (GET /api/search, the one engine: exact title first, then title
// prefixes, words, synonyms, relaxation), each match with an Add button; one already in the toolkit shows 'Added'
// instead, so none is added twice. Until search answers, or when it cannot, the loaded catalog is filtered here.
import { useDeferredValue, useState } from 'react';
import { categoryTitle } from '@quadkit/core/catalog/categories';
import type { Resource } from '@quadkit/core/catalog/types';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { Spinner } from '@quadkit/core/ui/spinner';
import { inRankedOrder, loadCatalog, rankedIds, searchCatalog } from '../data/resource-catalog';
import '@quadkit/core/ui/layout.css';

/** Enough to choose from without a wall of results; more words narrow it down. */
export const PICKER_RESULTS = 8;

interface ResourcePickerProps {
  searchId: string;
  chosenIds: ReadonlySet<string>;
  onAdd: (resource: Resource) => void;
  /** The id of the field's error, when there is one. */
  describedBy?: string | undefined;
  invalid: boolean;
}

export function ResourcePicker({ searchId, chosenIds, onAdd, describedBy, invalid }: ResourcePickerProps) {
  const catalog = useQuery('resource-catalog', loadCatalog);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const text = deferred.trim();
  const ranked = useQuery(text ? `picker-search:${text}` : null, (signal) => rankedIds(text, signal));
  const matches =
    catalog.status !== 'loaded'
      ? []
      : ranked?.status === 'loaded'
        ? inRankedOrder(catalog.data, ranked.data)
        : searchCatalog(catalog.data, deferred);
  const shown = matches.slice(0, PICKER_RESULTS);

  return (
    <div className="picker">
      <label className="field__label" htmlFor={searchId}>
        Find resources
      </label>
      <input
        id={searchId}
        type="search"
        className="input"
        placeholder="Search by name, category or tag"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-controls={`${searchId}-results`}
      />
      {catalog.status === 'loading' ? (
        <Spinner label="Loading resources" />
      ) : (
        <>
          <p className="field__hint" aria-live="polite">
            {matches.length === 0
              ? `No resources match "${deferred.trim()}".`
              : matches.length > shown.length
                ? `Showing ${shown.length} of ${matches.length} matches. Type more to narrow them down.`
                : `${matches.length} ${matches.length === 1 ? 'match' : 'matches'}.`}
          </p>
          <ul id={`${searchId}-results`} className="stack-list" aria-label="Matching resources">
            {shown.map((resource) => {
              const added = chosenIds.has(resource.id);
              return (
                <li key={resource.id} className="picker__result">
                  <span className="picker__name">
                    <span className="picker__title">{resource.title || 'Untitled'}</span>
                    <span className="picker__category">{categoryTitle(resource.category)}</span>
                  </span>
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    disabled={added}
                    aria-label={added ? `${resource.title} is added` : `Add ${resource.title}`}
                    onClick={() => onAdd(resource)}
                  >
                    {added ? 'Added' : 'Add'}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
