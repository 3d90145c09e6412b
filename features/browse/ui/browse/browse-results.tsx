// The browse grid for one page of the filtered, sorted list, with the count above and the pager below.
import type { Resource } from '@quadkit/core/catalog/types';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { Pagination } from '../components/pagination';
import { clampPage, pageCount, PAGE_SIZE } from '../components/page-numbers';
import { ResourceCard } from '../components/resource-card';
import { browseSearch, type BrowseState } from './browse-query';
import { BrowseServerMatches } from './browse-server-matches';

interface BrowseResultsProps {
  resources: readonly Resource[];
  state: BrowseState;
  onClearAll: () => void;
}

export function BrowseResults({ resources, state, onClearAll }: BrowseResultsProps) {
  if (resources.length === 0) {
    const empty = (
      <EmptyState
        title="No resources found"
        message="Try fewer or different words, or clear the filters."
        action={
          <button type="button" className="btn btn--primary" onClick={onClearAll}>
            Clear search and filters
          </button>
        }
      />
    );
    return state.q.trim() ? <BrowseServerMatches q={state.q} empty={empty} /> : empty;
  }

  const total = pageCount(resources.length);
  const page = clampPage(state.page, total);
  const first = (page - 1) * PAGE_SIZE;
  const shown = resources.slice(first, first + PAGE_SIZE);

  return (
    <>
      <p className="result-count" role="status">
        Showing {first + 1}–{first + shown.length} of {resources.length}{' '}
        {resources.length === 1 ? 'resource' : 'resources'}
      </p>
      <ul className="resource-grid">
        {shown.map((resource) => (
          <li key={resource.id}>
            <ResourceCard resource={resource} maxTags={3} />
          </li>
        ))}
      </ul>
      <Pagination current={page} total={total} hrefFor={(n) => `/browse${browseSearch({ ...state, page: n })}`} />
    </>
  );
}
