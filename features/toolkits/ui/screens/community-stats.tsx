// Community Stats on /toolkits: how many public toolkits, how many resources they hold, and the rounded
// average per toolkit (0 when there are none).
import { StatsCard } from '@quadkit/core/ui/stats-card';
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
  return <StatsCard name="toolkits-stats" title="Community Stats" rows={rows} />;
}
