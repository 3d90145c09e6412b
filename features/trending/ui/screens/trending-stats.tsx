// The stats block: how many trending resources, categories represented and unique tags.
import { StatsCard } from '@quadkit/core/ui/stats-card';
import type { TrendingEntry } from '../../shared/trending-body';
import { trendingStats } from './trending-filters';

export function TrendingStats({ entries }: { entries: readonly TrendingEntry[] }) {
  const stats = trendingStats(entries);
  const items = [
    { label: 'Trending resources', value: stats.resources },
    { label: 'Categories represented', value: stats.categories },
    { label: 'Unique tags', value: stats.tags },
  ];
  return <StatsCard name="trending-stats" title="Trending Stats" rows={items} />;
}
