// Search with a clear button, the category select and Clear Filters (shown only while a filter is active).
import type { TrendingFilters } from './trending-filters';

interface TrendingToolbarProps {
  filters: TrendingFilters;
  categories: { slug: string; name: string }[];
  onChange: (filters: TrendingFilters) => void;
  onClear: () => void;
  active: boolean;
}

export function TrendingToolbar({ filters, categories, onChange, onClear, active }: TrendingToolbarProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search is the landmark every screen reader supports
    <div className="trending-toolbar" role="search">
      <div className="trending-toolbar__search">
        <input
          type="search"
          className="trending-toolbar__input"
          placeholder="Search trending resources..."
          aria-label="Search trending resources"
          value={filters.text}
          onChange={(event) => onChange({ ...filters, text: event.target.value })}
        />
        {filters.text ? (
          <button
            type="button"
            className="icon-btn trending-toolbar__clear"
            aria-label="Clear search"
            onClick={() => onChange({ ...filters, text: '' })}
          >
            ×
          </button>
        ) : null}
      </div>
      <select
        className="trending-toolbar__select"
        aria-label="Category"
        value={filters.category}
        onChange={(event) => onChange({ ...filters, category: event.target.value })}
      >
        <option value="">All Categories</option>
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
      {active ? (
        <button type="button" className="btn btn--secondary btn--small" onClick={onClear}>
          Clear Filters
        </button>
      ) : null}
    </div>
  );
}
