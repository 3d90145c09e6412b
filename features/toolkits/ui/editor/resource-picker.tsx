// Finding resources to add: the site's search (GET /api/search, the one engine: exact title first, then title
// prefixes, words, synonyms, relaxation), each match with an Add button; one already in the toolkit shows 'Added'
// instead, so none is added twice. Until search answers, or when it cannot, the loaded catalog is filtered here.
import { useDeferredValue, useState } from 'react';
import { categoryTitle } from '@quadkit/core/catalog/categories';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { commonMessages } from '../components/messages';
import type { Resource } from '@quadkit/core/catalog/types';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { Spinner } from '@quadkit/core/ui/spinner';
import { inRankedOrder, loadCatalog, rankedIds, searchCatalog } from '../data/resource-catalog';
import { editorMessages } from './messages';
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
  const t = useMessages(editorMessages);
  const common = useMessages(commonMessages);
  const name = useTaxonomyName();
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
        {t('find')}
      </label>
      <input
        id={searchId}
        type="search"
        className="input"
        placeholder={t('findHint')}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-controls={`${searchId}-results`}
      />
      {catalog.status === 'loading' ? (
        <Spinner label={t('loadingResources')} />
      ) : (
        <>
          <p className="field__hint" aria-live="polite">
            {matches.length === 0
              ? t('noMatch', { query: deferred.trim() })
              : matches.length > shown.length
                ? t('someMatches', { shown: shown.length, count: matches.length })
                : t('matches', { count: matches.length })}
          </p>
          <ul id={`${searchId}-results`} className="stack-list" aria-label={t('matching')}>
            {shown.map((resource) => {
              const added = chosenIds.has(resource.id);
              return (
                <li key={resource.id} className="picker__result">
                  <span className="picker__name">
                    <span className="picker__title">{resource.title || common('untitled')}</span>
                    <span className="picker__category">{name('category', categoryTitle(resource.category))}</span>
                  </span>
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    disabled={added}
                    aria-label={t(added ? 'isAdded' : 'addLabel', { title: resource.title })}
                    onClick={() => onAdd(resource)}
                  >
                    {t(added ? 'added' : 'add')}
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
