// /trending data: the top 50 over 14 days (SPEC section 9), from the KV-cached API. The API already answers the
// built-in list when it has nothing better; only a failed request reaches the screen's error state.
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { settledLoader } from '@quadkit/core/ui/data/settled-loader';
import { TRENDING_DEFAULT_LIMIT, TRENDING_DEFAULT_WINDOW_DAYS } from '../../shared/trending-limits';
import { trendingClient } from '../data/trending-client';

const query = { window_days: String(TRENDING_DEFAULT_WINDOW_DAYS), limit: String(TRENDING_DEFAULT_LIMIT) };

// SPEC section 8: the message, or 'An error occurred'.
export const trendingLoader = settledLoader(
  ({ context }) => unwrap(trendingClient(context).trending.$get({ query })),
  'An error occurred',
);

export type TrendingLoaderData = Awaited<ReturnType<typeof trendingLoader>>;
