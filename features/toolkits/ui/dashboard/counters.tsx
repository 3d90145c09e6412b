// The dashboard's Toolkits and Saved items counters: just the number ('…' while loading, '–' on failure).
import type { DashboardPanelProps } from '@quadkit/core/ui/dashboard-panels';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { dashboardMessages } from './messages';
import { useMyToolkits, useSavedList } from './use-dashboard-data';

function Value({ value, failed }: { value: number | null; failed: boolean }) {
  const t = useMessages(dashboardMessages);
  if (failed) return <span title={t('failed')}>–</span>;
  if (value === null) {
    return (
      <span aria-busy="true">
        …<span className="visually-hidden">{t('loading')}</span>
      </span>
    );
  }
  return <>{value}</>;
}

export function ToolkitsCount({ user }: DashboardPanelProps) {
  const state = useMyToolkits(user.id);
  return <Value value={state.status === 'loaded' ? state.data.length : null} failed={state.status === 'error'} />;
}

export function SavedCount(_: DashboardPanelProps) {
  const list = useSavedList();
  return <Value value={list?.status === 'loaded' ? list.data.length : null} failed={list?.status === 'error'} />;
}
