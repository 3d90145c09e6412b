// The stats block: how many trending resources, categories represented and unique tags.
import { StatsCard } from '@quadkit/core/ui/stats-card';
import type { TrendingEntry } from '../../shared/trending-body';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { trendingStats } from './trending-filters';
import { trendingMessages } from './trending.messages';

export function TrendingStats({ entries }: { entries: readonly TrendingEntry[] }) {
  const t = useMessages(trendingMessages);
  const stats = trendingStats(entries);
  const items = [
    { label: t('resources'), value: stats.resources },
    { label: t('categories'), value: stats.categories },
    { label: t('tags'), value: stats.tags },
  ];
  return <StatsCard name="trending-stats" title={t('stats')} rows={items} />;
}
