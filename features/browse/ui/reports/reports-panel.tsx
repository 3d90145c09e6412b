// The admin panel 'Reported problems': every open report on a resource (which resource, the reason, the note,
// when) with a link to the resource and its site, Resolve, and on a broken-link report 'Confirm broken' (the public
// notice otherwise waits for 3 independent reporters). Loading, error and empty states.
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminPanelProps } from '@quadkit/core/ui/admin-panels';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { ExternalLink } from '@quadkit/core/ui/external-link';
import { Spinner } from '@quadkit/core/ui/spinner';
import { useToast } from '@quadkit/core/ui/toasts';
import { REPORT_REASON_LABELS } from '../../shared/report-options';
import { resourcePath } from '../components/resource-path';
import { confirmBroken, loadOpenReports, resolveReport, type OpenReport } from './open-reports';
import '@quadkit/core/ui/review-card.css';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function ReportCard({ report, onResolved }: { report: OpenReport; onResolved: () => void }) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [confirmed, setConfirmed] = useState(report.confirmed);
  const toast = useToast();
  const confirm = async () => {
    setConfirming(true);
    try {
      await confirmBroken(report.id);
      setConfirmed(true);
      toast.success(`Confirmed the link of "${report.resourceTitle}" broken: its page shows the notice.`);
    } catch (error) {
      toast.error(messageOf(error, 'The report could not be confirmed.'));
    } finally {
      setConfirming(false);
    }
  };
  const resolve = async () => {
    setBusy(true);
    try {
      await resolveReport(report.id);
      toast.success(`Resolved the report on "${report.resourceTitle}".`);
      onResolved();
    } catch (error) {
      toast.error(messageOf(error, 'The report could not be resolved.'));
      setBusy(false);
    }
  };
  return (
    <article className="review-card" aria-label={`Report on ${report.resourceTitle}`}>
      <h3 className="review-card__title">
        <Link to={resourcePath(report.resourceId)}>{report.resourceTitle}</Link>
      </h3>
      <p className="review-card__meta">
        {REPORT_REASON_LABELS[report.reason]}
        {confirmed ? ' (confirmed)' : ''} · reported {dateOf(report.createdAt)} ·{' '}
        <ExternalLink href={report.resourceUrl}>Open the site</ExternalLink>
      </p>
      {report.note ? <p>{report.note}</p> : null}
      <div className="review-card__actions">
        {report.reason === 'broken-link' && !confirmed ? (
          <button
            type="button"
            className="btn btn--secondary"
            disabled={busy || confirming}
            aria-busy={confirming}
            onClick={confirm}
          >
            {confirming ? 'Confirming…' : 'Confirm broken'}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy || confirming}
          aria-busy={busy}
          onClick={resolve}
        >
          {busy ? 'Resolving…' : 'Resolve'}
        </button>
      </div>
    </article>
  );
}

export function ReportsPanel(_props: AdminPanelProps) {
  const state = useQuery('resource-reports-queue', loadOpenReports);
  // Resolved cards leave the list at once; the queue is not loaded again for that.
  const [resolved, setResolved] = useState<ReadonlySet<string>>(new Set());

  if (state.status === 'loading') return <Spinner block label="Loading reports" />;
  if (state.status === 'error') {
    return (
      <ErrorState
        title="Couldn't load reports"
        message={messageOf(state.error, 'Failed to load reports')}
        onRetry={state.reload}
      />
    );
  }
  const items = state.data.reports.filter((report) => !resolved.has(report.id));
  if (items.length === 0) {
    return (
      <EmptyState title="No open reports" message="Problems people report on resources appear here." headingLevel={3} />
    );
  }
  return (
    <ul className="review-list" aria-label="Open problem reports">
      {items.map((report) => (
        <li key={report.id}>
          <ReportCard report={report} onResolved={() => setResolved((ids) => new Set(ids).add(report.id))} />
        </li>
      ))}
    </ul>
  );
}
