// The overlay's filters: type (all / resources / toolkits) and tags as toggles, and a category select.
import { ChipGroup } from '@quadkit/core/ui/chip-group';
import { useId } from 'react';
import { CATEGORIES } from '@quadkit/core/catalog/categories';
import { SEARCH_TAG_FILTERS } from '@quadkit/core/catalog/tags';
import type { SearchSort, SearchType } from '../../shared/search-request';
import type { SearchCriteria } from './search-criteria';
import '@quadkit/core/ui/layout.css';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { searchMessages } from './messages';

// Each option's name is its key in the search message table.
const TYPES = [
  { id: 'all', name: 'all' },
  { id: 'resource', name: 'resources' },
  { id: 'toolkit', name: 'toolkits' },
] as const satisfies ReadonlyArray<{ id: SearchType; name: keyof typeof searchMessages.en }>;

const SORTS = ['relevance', 'newest', 'bookmarks', 'views'] as const satisfies readonly SearchSort[];

interface SearchFiltersProps {
  criteria: SearchCriteria;
  onChange: (patch: Partial<SearchCriteria>) => void;
}

export function SearchFilters({ criteria, onChange }: SearchFiltersProps) {
  const categoryId = useId();
  const sortId = useId();
  const t = useMessages(searchMessages);
  const taxonomy = useTaxonomyName();
  const toggleTag = (tag: string) =>
    onChange({ tags: criteria.tags.includes(tag) ? criteria.tags.filter((t) => t !== tag) : [...criteria.tags, tag] });

  return (
    <div className="search-filters">
      <div className="spread-row">
        {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields: a fieldset would mislabel them */}
        <div className="search-filters__types" role="group" aria-label={t('type')}>
          {TYPES.map(({ id, name }) => (
            <button
              key={id}
              type="button"
              className="search-filters__type"
              aria-pressed={criteria.type === id}
              onClick={() => onChange({ type: id })}
            >
              {t(name)}
            </button>
          ))}
        </div>
        <label htmlFor={categoryId} className="visually-hidden">
          {t('category')}
        </label>
        <select
          id={categoryId}
          className="input search-filters__category"
          value={criteria.category}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <option value="">{t('allCategories')}</option>
          {CATEGORIES.map(({ slug, name }) => (
            <option key={slug} value={slug}>
              {taxonomy('category', name)}
            </option>
          ))}
        </select>
        <label htmlFor={sortId} className="visually-hidden">
          {t('sortBy')}
        </label>
        <select
          id={sortId}
          className="input search-filters__category"
          value={criteria.sort}
          onChange={(event) => onChange({ sort: event.target.value as SearchSort })}
        >
          {SORTS.map((id) => (
            <option key={id} value={id}>
              {t(id)}
            </option>
          ))}
        </select>
      </div>
      <ChipGroup
        className="search-filters__tags"
        label={t('tags')}
        options={SEARCH_TAG_FILTERS}
        selected={criteria.tags}
        onToggle={toggleTag}
        labelOf={(tag) => taxonomy('tag', tag)}
      />
    </div>
  );
}
