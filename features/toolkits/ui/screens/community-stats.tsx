// Community Stats on /toolkits: how many public toolkits, how many resources they hold, and the rounded
// average per toolkit (0 when there are none).
import type { ToolkitSummary } from '../data/toolkits-client';

export function communityStats(toolkits: readonly ToolkitSummary[]) {
  const total = toolkits.reduce((sum, toolkit) => sum + toolkit.resourceCount, 0);
  return {
    toolkits: toolkits.length,
    resources: total,
    average: toolkits.length === 0 ? 0 : Math.round(total / toolkits.length),
  };
}

export function CommunityStats({ toolkits }: { toolkits: readonly ToolkitSummary[] }) {
  const stats = communityStats(toolkits);
  const rows = [
    { label: 'Public toolkits', value: stats.toolkits },
    { label: 'Total resources', value: stats.resources },
    { label: 'Average resources per toolkit', value: stats.average },
  ];
  return (
    <section className="card toolkits-stats" aria-labelledby="community-stats-title">
      <h2 id="community-stats-title" className="toolkits-stats__title">
        Community Stats
      </h2>
      <dl className="toolkits-stats__list">
        {rows.map(({ label, value }) => (
          <div key={label} className="toolkits-stats__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
