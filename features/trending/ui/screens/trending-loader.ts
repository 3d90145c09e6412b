// /trending data: the top 50 over 14 days (docs/product.md#limits), from the KV-cached API. The API already answers the
// built-in list when it has nothing better; only a failed request reaches the screen's error state.
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { settledLoader } from '@quadkit/core/ui/data/settled-loader';
import { TRENDING_DEFAULT_LIMIT, TRENDING_DEFAULT_WINDOW_DAYS } from '../../shared/trending-limits';
import { trendingClient } from '../data/trending-client';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { translator } from '@quadkit/core/shared/i18n/translate';
import { fallbackMessages } from '../components/fallback.messages';
import { trendingMessages } from './trending.messages';

const query = { window_days: String(TRENDING_DEFAULT_WINDOW_DAYS), limit: String(TRENDING_DEFAULT_LIMIT) };

// docs/product.md#when-something-fails: the message, or '' when there is none: the screen says 'An error occurred'
// in the reader's language (a loader does not know it).
export const trendingLoader = settledLoader(
  ({ context }) => unwrap(trendingClient(context).trending.$get({ query })),
  '',
);

export type TrendingLoaderData = Awaited<ReturnType<typeof trendingLoader>>;

/** The page's lead, for its heading and its head alike: a failed load keeps the live wording (the error says the
 * rest); only the built-in fallback list is described as not live. */
export const trendingLead = (state: TrendingLoaderData, locale: Locale): string =>
  !state.ok || state.data.source === 'activity'
    ? translator(trendingMessages, locale)('lead')
    : translator(fallbackMessages, locale)('lead');
