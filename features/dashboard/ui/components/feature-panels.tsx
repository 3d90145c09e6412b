// Draws the panels other features register (counters and sections such as My Toolkits): each in its own
// Suspense and error boundary, so a slow or broken panel never takes the rest of the dashboard with it.
import { Component, Suspense, useId, type ReactNode } from 'react';
import { useDashboardPanels, type DashboardPanel } from '@quadkit/core/ui/dashboard-panels';
import type { SessionUser } from '@quadkit/core/ui/session-atoms';
import { Spinner } from '@quadkit/core/ui/spinner';
import { slotTitle } from '@quadkit/core/ui/slot-title';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { dashboardMessages } from '../screens/dashboard.messages';
import './feature-panels.css';

class PanelBoundary extends Component<{ title: string; failedText: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Dashboard panel "${this.props.title}" failed`, error);
  }

  override render() {
    if (this.state.failed) return <p className="dashboard-card__lead">{this.props.failedText}</p>;
    return this.props.children;
  }
}

/** The panel's title in the reader's language. */
function usePanelTitle(panel: DashboardPanel): string {
  const locale = useLocale();
  return slotTitle(panel.title, locale);
}

function PanelBody({ panel, user }: { panel: DashboardPanel; user: SessionUser }) {
  const t = useMessages(dashboardMessages);
  const title = usePanelTitle(panel);
  return (
    <PanelBoundary title={panel.id} failedText={t('panelFailed')}>
      <Suspense fallback={<Spinner label={t('panelLoading', { title })} />}>
        <panel.Component user={user} />
      </Suspense>
    </PanelBoundary>
  );
}

function FeatureCounter({ panel, user }: { panel: DashboardPanel; user: SessionUser }) {
  return (
    <div className="card dashboard-counter">
      <div className="dashboard-counter__value">
        <PanelBody panel={panel} user={user} />
      </div>
      <p className="dashboard-counter__label">{usePanelTitle(panel)}</p>
    </div>
  );
}

/** The counters row; absent while no feature has registered a counter (no made-up numbers). */
export function FeatureCounters({ user }: { user: SessionUser }) {
  const counters = useDashboardPanels('counter');
  const t = useMessages(dashboardMessages);
  if (counters.length === 0) return null;
  return (
    <section className="dashboard-counters" aria-label={t('activity')}>
      {counters.map((panel) => (
        <FeatureCounter key={panel.id} panel={panel} user={user} />
      ))}
    </section>
  );
}

function FeatureSection({ panel, user }: { panel: DashboardPanel; user: SessionUser }) {
  const titleId = useId();
  return (
    <section className="card dashboard-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        {usePanelTitle(panel)}
      </h2>
      <PanelBody panel={panel} user={user} />
    </section>
  );
}

export function FeatureSections({ user }: { user: SessionUser }) {
  const sections = useDashboardPanels('section');
  return sections.map((panel) => <FeatureSection key={panel.id} panel={panel} user={user} />);
}
