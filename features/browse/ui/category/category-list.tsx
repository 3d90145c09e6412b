// The category's resources after its filters: count, a 3-column grid of cards, or the empty state.
import { Link } from 'react-router';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { FallbackNotice } from '../components/fallback-notice';
import { ResourceCard } from '../components/resource-card';
import { ViewerEligibilityBadge } from '../components/viewer-eligibility-badge';
import type { ResourceList } from '../data/resource-list';
import { activeFilterNames, applyCategoryFilters, type CategoryFilters } from './category-filters';

interface CategoryListProps {
  title: string;
  list: ResourceList;
  filters: CategoryFilters;
  onClearFilters: () => void;
}

export function CategoryList({ title, list, filters, onClearFilters }: CategoryListProps) {
  const shown = applyCategoryFilters(list.resources, filters);
  const filterNames = activeFilterNames(filters);
  const notice = list.source === 'built-in' ? <FallbackNotice error={list.error} /> : null;

  if (shown.length === 0) {
    const filtered = filterNames.length > 0 && list.resources.length > 0;
    return (
      <>
        {notice}
        <EmptyState
          title={`No ${title} Found`}
          message={
            filtered
              ? `Nothing here matches ${filterNames.join(' and ')}. Try another filter or clear it.`
              : 'There are no resources in this category yet.'
          }
          action={
            filtered ? (
              <button type="button" className="btn btn--primary" onClick={onClearFilters}>
                Clear filters
              </button>
            ) : (
              <Link to="/browse" className="btn btn--primary">
                Browse all resources
              </Link>
            )
          }
        />
      </>
    );
  }

  return (
    <>
      {notice}
      <p className="result-count" role="status">
        {shown.length === list.resources.length
          ? `${shown.length} ${shown.length === 1 ? 'resource' : 'resources'}`
          : `Showing ${shown.length} of ${list.resources.length} resources (${filterNames.join(', ')})`}
      </p>
      <ul className="card-grid resource-grid category__grid">
        {shown.map((resource) => (
          <li key={resource.id}>
            <ResourceCard
              resource={resource}
              maxTags={3}
              headingLevel={2}
              showWebsite
              showCategory={false}
              badge={<ViewerEligibilityBadge eligibility={resource.eligibility} />}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
