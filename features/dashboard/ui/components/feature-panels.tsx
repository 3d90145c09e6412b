// Draws the panels other features register (counters and sections such as My Toolkits): each in its own
// Suspense and error boundary, so a slow or broken panel never takes the rest of the dashboard with it.
import { Component, Suspense, useId, type ReactNode } from 'react';
import { useDashboardPanels, type DashboardPanel } from '@quadkit/core/ui/dashboard-panels';
import type { SessionUser } from '@quadkit/core/ui/session-atoms';
import { Spinner } from '@quadkit/core/ui/spinner';
import './feature-panels.css';

class PanelBoundary extends Component<{ title: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Dashboard panel "${this.props.title}" failed`, error);
  }

  override render() {
    if (this.state.failed) return <p className="dashboard-card__lead">This section could not be loaded.</p>;
    return this.props.children;
  }
}

function PanelBody({ panel, user }: { panel: DashboardPanel; user: SessionUser }) {
  return (
    <PanelBoundary title={panel.title}>
      <Suspense fallback={<Spinner label={`Loading ${panel.title}`} />}>
        <panel.Component user={user} />
      </Suspense>
    </PanelBoundary>
  );
}

/** The counters row; absent while no feature has registered a counter (no made-up numbers). */
export function FeatureCounters({ user }: { user: SessionUser }) {
  const counters = useDashboardPanels('counter');
  if (counters.length === 0) return null;
  return (
    <section className="dashboard-counters" aria-label="Your activity">
      {counters.map((panel) => (
        <div key={panel.id} className="card dashboard-counter">
          <div className="dashboard-counter__value">
            <PanelBody panel={panel} user={user} />
          </div>
          <p className="dashboard-counter__label">{panel.title}</p>
        </div>
      ))}
    </section>
  );
}

function FeatureSection({ panel, user }: { panel: DashboardPanel; user: SessionUser }) {
  const titleId = useId();
  return (
    <section className="card dashboard-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        {panel.title}
      </h2>
      <PanelBody panel={panel} user={user} />
    </section>
  );
}

export function FeatureSections({ user }: { user: SessionUser }) {
  const sections = useDashboardPanels('section');
  return sections.map((panel) => <FeatureSection key={panel.id} panel={panel} user={user} />);
}
