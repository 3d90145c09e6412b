// Community Stats on /toolkits: how many public toolkits, how many resources they hold, and the rounded
// average per toolkit (0 when there are none).
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { StatsCard } from '@quadkit/core/ui/stats-card';
import type { ToolkitSummary } from '../data/toolkits-client';
import { toolkitsListMessages } from './toolkits-screen.messages';

export function communityStats(toolkits: readonly ToolkitSummary[]) {
  const total = toolkits.reduce((sum, toolkit) => sum + toolkit.resourceCount, 0);
  return {
    toolkits: toolkits.length,
    resources: total,
    average: toolkits.length === 0 ? 0 : Math.round(total / toolkits.length),
  };
}

export function CommunityStats({ toolkits }: { toolkits: readonly ToolkitSummary[] }) {
  const t = useMessages(toolkitsListMessages);
  const stats = communityStats(toolkits);
  const rows = [
    { label: t('statToolkits'), value: stats.toolkits },
    { label: t('statResources'), value: stats.resources },
    { label: t('statAverage'), value: stats.average },
  ];
  return <StatsCard name="toolkits-stats" title={t('stats')} rows={rows} />;
}
