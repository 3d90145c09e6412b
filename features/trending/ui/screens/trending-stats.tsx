// The stats block: how many trending resources, categories represented and unique tags.
import type { TrendingEntry } from '../../shared/trending-body';
import { trendingStats } from './trending-filters';

export function TrendingStats({ entries }: { entries: readonly TrendingEntry[] }) {
  const stats = trendingStats(entries);
  const items = [
    { label: 'Trending resources', value: stats.resources },
    { label: 'Categories represented', value: stats.categories },
    { label: 'Unique tags', value: stats.tags },
  ];
  return (
    <section className="card trending-stats" aria-labelledby="trending-stats-title">
      <h2 id="trending-stats-title" className="trending-stats__title">
        Trending Stats
      </h2>
      <dl className="trending-stats__list">
        {items.map((item) => (
          <div key={item.label} className="trending-stats__item">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
