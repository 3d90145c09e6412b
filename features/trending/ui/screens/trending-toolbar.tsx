// Search with a clear button, the category select and Clear Filters (shown only while a filter is active).
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import type { TrendingFilters } from './trending-filters';
import { trendingMessages } from './trending.messages';

interface TrendingToolbarProps {
  filters: TrendingFilters;
  categories: { slug: string; name: string }[];
  onChange: (filters: TrendingFilters) => void;
  onClear: () => void;
  active: boolean;
}

export function TrendingToolbar({ filters, categories, onChange, onClear, active }: TrendingToolbarProps) {
  const t = useMessages(trendingMessages);
  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search is the landmark every screen reader supports
    <div className="trending-toolbar" role="search">
      <div className="trending-toolbar__search">
        <input
          type="search"
          className="trending-toolbar__input"
          placeholder={t('searchPlaceholder')}
          aria-label={t('search')}
          value={filters.text}
          onChange={(event) => onChange({ ...filters, text: event.target.value })}
        />
        {filters.text ? (
          <button
            type="button"
            className="icon-btn trending-toolbar__clear"
            aria-label={t('clearSearch')}
            onClick={() => onChange({ ...filters, text: '' })}
          >
            ×
          </button>
        ) : null}
      </div>
      <select
        className="trending-toolbar__select"
        aria-label={t('category')}
        value={filters.category}
        onChange={(event) => onChange({ ...filters, category: event.target.value })}
      >
        <option value="">{t('allCategories')}</option>
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
      {active ? (
        <button type="button" className="btn btn--secondary btn--small" onClick={onClear}>
          {t('clearFilters')}
        </button>
      ) : null}
    </div>
  );
}
