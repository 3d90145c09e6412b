// The browse grid for one page of the filtered, sorted list, with the count above and the pager below.
import type { Resource } from '@quadkit/core/catalog/types';
import { askStudyAssistant } from '@quadkit/core/ui/assistant-events';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { clampPage, pageCount } from '@quadkit/core/ui/pagination/page-numbers';
import { Pagination } from '@quadkit/core/ui/pagination/pagination';
import { ResourceCard } from '../components/resource-card';
import { ViewerEligibilityBadge } from '../components/viewer-eligibility-badge';
import { browseSearch, type BrowseState } from './browse-query';
import { BrowseServerMatches } from './browse-server-matches';
import { formatNumber } from '@quadkit/core/shared/i18n/format';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { browseMessages } from './messages';

/** docs/product.md#limits: browse shows 12 per page. */
const PAGE_SIZE = 12;

interface BrowseResultsProps {
  resources: readonly Resource[];
  state: BrowseState;
  onClearAll: () => void;
}

export function BrowseResults({ resources, state, onClearAll }: BrowseResultsProps) {
  const t = useMessages(browseMessages);
  const locale = useLocale();
  if (resources.length === 0) {
    const empty = (
      <EmptyState
        title={t('noneTitle')}
        message={t('noneMessage')}
        action={
          <>
            <button type="button" className="btn btn--primary" onClick={onClearAll}>
              {t('clearAll')}
            </button>
            {state.q.trim() ? (
              <button type="button" className="btn btn--secondary" onClick={() => askStudyAssistant(state.q.trim())}>
                {t('ask')}
              </button>
            ) : null}
          </>
        }
      />
    );
    // The server's closest matches know nothing of eligibility, so 'For me' does not offer them.
    return state.q.trim() && !state.forMe ? <BrowseServerMatches q={state.q} empty={empty} /> : empty;
  }

  const total = pageCount(resources.length, PAGE_SIZE);
  const page = clampPage(state.page, total);
  const first = (page - 1) * PAGE_SIZE;
  const shown = resources.slice(first, first + PAGE_SIZE);

  return (
    <>
      <p className="result-count" role="status">
        {t('showing', {
          from: formatNumber(locale, first + 1),
          to: formatNumber(locale, first + shown.length),
          count: formatNumber(locale, resources.length),
        })}
      </p>
      <ul className="card-grid resource-grid">
        {shown.map((resource) => (
          <li key={resource.id}>
            {/* h2: the cards sit right under the page's h1 (no skipped level). */}
            <ResourceCard
              resource={resource}
              maxTags={3}
              headingLevel={2}
              badge={<ViewerEligibilityBadge eligibility={resource.eligibility} />}
            />
          </li>
        ))}
      </ul>
      <Pagination current={page} total={total} hrefFor={(n) => `/browse${browseSearch({ ...state, page: n })}`} />
    </>
  );
}
