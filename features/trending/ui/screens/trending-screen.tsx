// /trending: back link, Trending Now, search and category filters, ranked cards and the stats block; a spinner
// while reloading, 'Error Loading Trending Resources' with Try Again, and the two empty states. When the API answers
// its built-in fallback (`source: 'fallback'`), the page says these are popular picks, not live, and drops ranks,
// scores and Hot badges.
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { Spinner } from '@quadkit/core/ui/spinner';
import type { TrendingEntry } from '../../shared/trending-body';
import { TrendingCard } from '../components/trending-card';
import { categoryOptions, filterEntries, hasFilters, NO_FILTERS } from './trending-filters';
import { type TrendingLoaderData, trendingLead } from './trending-loader';
import { TrendingStats } from './trending-stats';
import { TrendingToolbar } from './trending-toolbar';
import { RouteHead } from '@quadkit/core/ui/route-head';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { trendingMessages } from './trending.messages';
import './trending.css';

/** docs/product.md#trending: on the trending page, Hot above score 10. */
const HOT_SCORE = 10;

function TrendingList({ entries, live }: { entries: TrendingEntry[]; live: boolean }) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const t = useMessages(trendingMessages);
  const name = useTaxonomyName();
  const categories = useMemo(() => categoryOptions(entries, (english) => name('category', english)), [entries, name]);
  const rankOf = useMemo(() => new Map(entries.map((e, i) => [e.resource.id, i + 1])), [entries]);
  const shown = filterEntries(entries, filters);
  const clear = () => setFilters(NO_FILTERS);
  const active = hasFilters(filters);

  if (entries.length === 0) {
    return (
      <EmptyState
        title={t('empty')}
        action={
          <Link to="/browse" className="btn btn--primary">
            {t('browseAll')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <TrendingToolbar
        filters={filters}
        categories={categories}
        onChange={setFilters}
        onClear={clear}
        active={active}
      />
      <div className="trending-page__layout">
        {shown.length === 0 ? (
          <EmptyState
            title={t('noMatch')}
            action={
              <button type="button" className="btn btn--primary" onClick={clear}>
                {t('clearFilters')}
              </button>
            }
          />
        ) : (
          <ol className="card-grid trending-grid" aria-label={t('resources')}>
            {shown.map((entry) => (
              <li key={entry.resource.id}>
                <TrendingCard
                  entry={entry}
                  rank={rankOf.get(entry.resource.id) ?? 0}
                  hot={live && entry.score > HOT_SCORE}
                  showRank={live}
                  headingLevel={2}
                />
              </li>
            ))}
          </ol>
        )}
        <TrendingStats entries={entries} />
      </div>
    </>
  );
}

export function TrendingScreen() {
  const state = useLoaderData<TrendingLoaderData>();
  const revalidator = useRevalidator();
  const t = useMessages(trendingMessages);
  const locale = useLocale();

  let body: ReactNode;
  if (revalidator.state === 'loading') body = <Spinner block label={t('loading')} />;
  else if (!state.ok) {
    body = (
      <ErrorState
        title={t('error')}
        message={state.message || t('loadFailed')}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  } else body = <TrendingList entries={state.data.entries} live={state.data.source === 'activity'} />;

  return (
    <div className="container page trending-page">
      <RouteHead />
      <Link to="/" className="back-link">
        {t('back')}
      </Link>
      <header className="trending-page__header">
        <h1 className="trending-page__title">{t('title')}</h1>
        <p className="trending-page__lead">{trendingLead(state, locale)}</p>
      </header>
      {body}
    </div>
  );
}
