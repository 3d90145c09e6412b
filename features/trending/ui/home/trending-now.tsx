// Home section (order 30): Trending Now, 6 resources with a Hot badge on the first 3 and the rounded score when
// above 0, and a link to /trending. The API answers the built-in list when there is no activity yet, and so does
// this section when the API cannot be reached (docs/product.md#when-something-fails); then the section says these are popular picks,
// not a live ranking, and shows no Hot badges. It tells the fallback by its score 0 (TrendingEntry:
// a ranked entry always scores above 0, trending.worker.test.ts), which /trending reads from `source`: home's
// first load has no bytes to spare for carrying `source` through the slot.
import type { RouterContextProvider } from 'react-router';
import { builtInResources } from '@quadkit/core/ui/data/built-in-resources';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { HomeSectionFrame } from '@quadkit/core/ui/home-section-frame';
import { Spinner } from '@quadkit/core/ui/spinner';
import { fallbackEntries } from '../../shared/fallback-entries';
import { HOME_TRENDING_LIMIT, TRENDING_DEFAULT_WINDOW_DAYS } from '../../shared/trending-limits';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { fallbackMessages } from '../components/fallback.messages';
import { TrendingCard } from '../components/trending-card';
import { trendingNowMessages } from './trending-now.messages';
import { trendingClient } from '../data/trending-client';

const HOT_ON_HOME = 3;

const loadTrending = (_signal: AbortSignal, context?: Readonly<RouterContextProvider>) =>
  unwrap(
    trendingClient(context).trending.$get({
      query: { window_days: String(TRENDING_DEFAULT_WINDOW_DAYS), limit: String(HOME_TRENDING_LIMIT) },
    }),
  ).then(
    (b) => b.entries,
    // Failed (an aborted load's answer is dropped by the slot anyway): the built-in list, as the API answers it.
    async () => fallbackEntries(await builtInResources(), HOME_TRENDING_LIMIT),
  );

export default function TrendingNow() {
  const state = useQuery('trending', loadTrending, { atTheEdge: true });
  const t = useMessages(trendingNowMessages);
  const fallback = useMessages(fallbackMessages);
  // Only if even the built-in list failed to load: the section steps aside rather than show an error on home.
  if (state.status === 'error' || (state.status === 'loaded' && state.data.length === 0)) return null;
  const notLive = state.status === 'loaded' && state.data[0]?.score === 0;
  return (
    <HomeSectionFrame
      id="home-trending"
      title={t('title')}
      lead={notLive ? fallback('lead') : t('lead')}
      more={{ to: '/trending', label: t('viewAll') }}
    >
      {state.status === 'loading' ? (
        <Spinner label={t('loading')} />
      ) : (
        <ol className="card-grid phone-swipe" aria-label={t('list')}>
          {state.data.slice(0, HOME_TRENDING_LIMIT).map((entry, index) => (
            <li key={entry.resource.id}>
              <TrendingCard entry={entry} rank={index + 1} hot={!notLive && index < HOT_ON_HOME} showRank={false} />
            </li>
          ))}
        </ol>
      )}
    </HomeSectionFrame>
  );
}
