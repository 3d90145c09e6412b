// Home section (order 30): Trending Now, 6 resources with a Hot badge on the first 3 and the rounded score when
// above 0, and a link to /trending. The API answers the built-in list when there is no activity yet, and so does
// this section when the API cannot be reached (SPEC section 8); then the section says these are popular picks,
// not a live ranking, and shows no Hot badges (issue 28).
import type { RouterContextProvider } from 'react-router';
import { builtInResources } from '@quadkit/core/ui/data/built-in-resources';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { useSlotData } from '@quadkit/core/ui/data/use-slot-data';
import { HomeSectionFrame } from '@quadkit/core/ui/home-section-frame';
import { Spinner } from '@quadkit/core/ui/spinner';
import { fallbackEntries } from '../../shared/fallback-entries';
import { HOME_TRENDING_LIMIT, TRENDING_DEFAULT_WINDOW_DAYS } from '../../shared/trending-limits';
import { TrendingCard } from '../components/trending-card';
import { trendingClient } from '../data/trending-client';
import { FALLBACK_LEAD } from '../components/fallback-wording';

const HOT_ON_HOME = 3;

const loadTrending = (_signal: AbortSignal, context?: Readonly<RouterContextProvider>) =>
  unwrap(
    trendingClient(context).trending.$get({
      query: { window_days: String(TRENDING_DEFAULT_WINDOW_DAYS), limit: String(HOME_TRENDING_LIMIT) },
    }),
  ).then(
    (b) => ({ entries: b.entries, live: b.source === 'activity' }),
    // Failed (an aborted load's answer is dropped by the slot anyway): the built-in list, as the API answers it.
    async () => ({ entries: fallbackEntries(await builtInResources(), HOME_TRENDING_LIMIT), live: false }),
  );

export default function TrendingNow() {
  const state = useSlotData('trending', loadTrending, { atTheEdge: true });
  // Only if even the built-in list failed to load: the section steps aside rather than show an error on home.
  if (state.status === 'error' || (state.status === 'loaded' && state.data.entries.length === 0)) return null;
  const live = state.status === 'loaded' && state.data.live;
  return (
    <HomeSectionFrame
      id="home-trending"
      title="Trending Now"
      lead={live || state.status === 'loading' ? 'What students are viewing and saving this fortnight.' : FALLBACK_LEAD}
      more={{ to: '/trending', label: 'View all trending' }}
    >
      {state.status === 'loading' ? (
        <Spinner label="Loading trending resources" />
      ) : (
        <ol className="card-grid" aria-label="Trending now">
          {state.data.entries.slice(0, HOME_TRENDING_LIMIT).map((entry, index) => (
            <li key={entry.resource.id}>
              <TrendingCard entry={entry} rank={index + 1} hot={live && index < HOT_ON_HOME} showRank={false} />
            </li>
          ))}
        </ol>
      )}
    </HomeSectionFrame>
  );
}
