// The overlay's results as a listbox: the input keeps focus and points at the active option through
// aria-activedescendant; a click or Enter opens a result.
import type { SearchBody } from '../data/browse-client';

type SearchResult = SearchBody['results'][number];
import { Artwork } from '@quadkit/core/ui/artwork';
import { Highlighted } from './highlighted';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { searchMessages } from './messages';

interface SearchResultsProps {
  id: string;
  results: readonly SearchResult[];
  active: number;
  onActive: (index: number) => void;
  onOpen: (result: SearchResult) => void;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** Matched tags first (marked), then the others, up to three. */
function ResultTags({ result }: { result: SearchResult }) {
  const taxonomy = useTaxonomyName();
  const matched = new Set(result.matches.tags);
  const tags = [...result.matches.tags, ...result.tags.filter((tag) => !matched.has(tag))].slice(0, 3);
  if (tags.length === 0) return null;
  return (
    <span className="search-result__tags">
      {tags.map((tag) => (
        <span key={tag} className="search-result__tag">
          {matched.has(tag) ? <mark>{taxonomy('tag', tag)}</mark> : taxonomy('tag', tag)}
        </span>
      ))}
    </span>
  );
}

export function SearchResults({ id, results, active, onActive, onOpen }: SearchResultsProps) {
  const t = useMessages(searchMessages);
  const taxonomy = useTaxonomyName();
  return (
    // biome-ignore lint/a11y: a combobox's listbox: the search box keeps focus and handles the keys (aria-activedescendant)
    <ul id={id} role="listbox" aria-label={t('results')} className="search-results">
      {results.map((result, index) => (
        // biome-ignore lint/a11y: an option of that listbox, pointed at by aria-activedescendant, never focused itself
        <li
          key={result.id}
          id={optionId(id, index)}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox's option (see above)
          role="option"
          aria-selected={index === active}
          className="search-result"
          onMouseMove={() => {
            if (index !== active) onActive(index);
          }}
          onClick={() => onOpen(result)}
        >
          <span className="search-result__thumb" aria-hidden="true">
            {result.image ? <Artwork src={result.image} width="48" height="48" /> : (result.emoji ?? '📚')}
          </span>
          <span className="search-result__text">
            <span className="search-result__title" lang="en">
              <Highlighted segments={result.matches.title} fallback={result.title} />
            </span>
            <span className="search-result__meta">
              {result.kind === 'toolkit'
                ? t('toolkit')
                : result.categoryName
                  ? taxonomy('category', result.categoryName)
                  : t('resource')}
            </span>
            <span className="search-result__snippet" lang="en">
              <Highlighted segments={result.matches.description} fallback={result.description} />
            </span>
            <ResultTags result={result} />
          </span>
        </li>
      ))}
    </ul>
  );
}
