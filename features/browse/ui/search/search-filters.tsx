// The overlay's filters: type (all / resources / toolkits) and tags as toggles, and a category select.
import { ChipGroup } from '@quadkit/core/ui/chip-group';
import { useId } from 'react';
import { CATEGORIES } from '@quadkit/core/catalog/categories';
import { SEARCH_TAG_FILTERS } from '@quadkit/core/catalog/tags';
import type { SearchSort, SearchType } from '../../shared/search-request';
import type { SearchCriteria } from './search-criteria';
import '@quadkit/core/ui/layout.css';

const TYPES: ReadonlyArray<{ id: SearchType; name: string }> = [
  { id: 'all', name: 'All' },
  { id: 'resource', name: 'Resources' },
  { id: 'toolkit', name: 'Toolkits' },
];

const SORTS: ReadonlyArray<{ id: SearchSort; name: string }> = [
  { id: 'relevance', name: 'Best match' },
  { id: 'newest', name: 'Newest' },
  { id: 'bookmarks', name: 'Most bookmarked' },
  { id: 'views', name: 'Most viewed' },
];

interface SearchFiltersProps {
  criteria: SearchCriteria;
  onChange: (patch: Partial<SearchCriteria>) => void;
}

export function SearchFilters({ criteria, onChange }: SearchFiltersProps) {
  const categoryId = useId();
  const sortId = useId();
  const toggleTag = (tag: string) =>
    onChange({ tags: criteria.tags.includes(tag) ? criteria.tags.filter((t) => t !== tag) : [...criteria.tags, tag] });

  return (
    <div className="search-filters">
      <div className="spread-row">
        {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields: a fieldset would mislabel them */}
        <div className="search-filters__types" role="group" aria-label="Type">
          {TYPES.map(({ id, name }) => (
            <button
              key={id}
              type="button"
              className="search-filters__type"
              aria-pressed={criteria.type === id}
              onClick={() => onChange({ type: id })}
            >
              {name}
            </button>
          ))}
        </div>
        <label htmlFor={categoryId} className="visually-hidden">
          Category
        </label>
        <select
          id={categoryId}
          className="input search-filters__category"
          value={criteria.category}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <option value="">All categories</option>
          {CATEGORIES.map(({ slug, name }) => (
            <option key={slug} value={slug}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor={sortId} className="visually-hidden">
          Sort by
        </label>
        <select
          id={sortId}
          className="input search-filters__category"
          value={criteria.sort}
          onChange={(event) => onChange({ sort: event.target.value as SearchSort })}
        >
          {SORTS.map(({ id, name }) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <ChipGroup
        className="search-filters__tags"
        label="Tags"
        options={SEARCH_TAG_FILTERS}
        selected={criteria.tags}
        onToggle={toggleTag}
      />
    </div>
  );
}
