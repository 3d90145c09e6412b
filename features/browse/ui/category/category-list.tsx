// The category's resources after its filters: count, a 3-column grid of cards, or the empty state.
import { Link } from 'react-router';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { FallbackNotice } from '../components/fallback-notice';
import { ResourceCard } from '../components/resource-card';
import { ViewerEligibilityBadge } from '../components/viewer-eligibility-badge';
import type { ResourceList } from '../data/resource-list';
import { activeFilterNames, applyCategoryFilters, type CategoryFilters, type FilterLabel } from './category-filters';
import type { RegionId } from '@quadkit/core/catalog/regions';
import { formatNumber } from '@quadkit/core/shared/i18n/format';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { joinAnd } from '../components/join-and';
import { sharedMessages } from '../components/messages';
import { categoryMessages } from './messages';

interface CategoryListProps {
  title: string;
  list: ResourceList;
  filters: CategoryFilters;
  onClearFilters: () => void;
}

export function CategoryList({ title, list, filters, onClearFilters }: CategoryListProps) {
  const t = useMessages(categoryMessages);
  const shared = useMessages(sharedMessages);
  const taxonomy = useTaxonomyName();
  const locale = useLocale();
  const label: FilterLabel = (kind, id, english) =>
    kind === 'region'
      ? shared(id as RegionId)
      : kind === 'focus'
        ? t(id as 'housing' | 'grants' | 'support')
        : taxonomy('tag', english);
  const shown = applyCategoryFilters(list.resources, filters);
  const filterNames = activeFilterNames(filters, label);
  const notice = list.source === 'built-in' ? <FallbackNotice error={list.error} /> : null;

  if (shown.length === 0) {
    const filtered = filterNames.length > 0 && list.resources.length > 0;
    return (
      <>
        {notice}
        <EmptyState
          title={t('noneTitle', { title })}
          message={filtered ? t('noneFiltered', { filters: joinAnd(shared, filterNames) }) : t('noneYet')}
          action={
            filtered ? (
              <button type="button" className="btn btn--primary" onClick={onClearFilters}>
                {shared('clearFilters')}
              </button>
            ) : (
              <Link to="/browse" className="btn btn--primary">
                {shared('browseAll')}
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
          ? t('count', { count: formatNumber(locale, shown.length) })
          : t('showing', {
              shown: formatNumber(locale, shown.length),
              count: formatNumber(locale, list.resources.length),
              filters: filterNames.join(shared('comma')),
            })}
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
