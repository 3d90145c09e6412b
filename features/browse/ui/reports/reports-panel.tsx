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
import { resourcePath } from '../components/resource-path';
import { confirmBroken, loadOpenReports, resolveReport, type OpenReport } from './open-reports';
import '@quadkit/core/ui/review-card.css';
import { formatDay } from '@quadkit/core/shared/i18n/format';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { REASON_KEYS, reasonMessages } from '../components/report-reasons.messages';
import { reportsMessages } from './messages';

function ReportCard({ report, onResolved }: { report: OpenReport; onResolved: () => void }) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [confirmed, setConfirmed] = useState(report.confirmed);
  const toast = useToast();
  const t = useMessages(reportsMessages);
  const reasons = useMessages(reasonMessages);
  const locale = useLocale();
  const confirm = async () => {
    setConfirming(true);
    try {
      await confirmBroken(report.id);
      setConfirmed(true);
      toast.success(t('confirmedToast', { title: report.resourceTitle }));
    } catch (error) {
      toast.error(messageOf(error, t('confirmFailed')));
    } finally {
      setConfirming(false);
    }
  };
  const resolve = async () => {
    setBusy(true);
    try {
      await resolveReport(report.id);
      toast.success(t('resolvedToast', { title: report.resourceTitle }));
      onResolved();
    } catch (error) {
      toast.error(messageOf(error, t('resolveFailed')));
      setBusy(false);
    }
  };
  return (
    <article className="review-card" aria-label={t('card', { title: report.resourceTitle })}>
      <h3 className="review-card__title">
        <Link to={resourcePath(report.resourceId)}>{report.resourceTitle}</Link>
      </h3>
      <p className="review-card__meta">
        {reasons(REASON_KEYS[report.reason])}
        {confirmed ? t('confirmed') : ''} · {t('reported', { date: formatDay(locale, report.createdAt, 'short') })} ·{' '}
        <ExternalLink href={report.resourceUrl}>{t('openSite')}</ExternalLink>
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
            {confirming ? t('confirming') : t('confirm')}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy || confirming}
          aria-busy={busy}
          onClick={resolve}
        >
          {busy ? t('resolving') : t('resolve')}
        </button>
      </div>
    </article>
  );
}

export function ReportsPanel(_props: AdminPanelProps) {
  const state = useQuery('resource-reports-queue', loadOpenReports);
  const t = useMessages(reportsMessages);
  // Resolved cards leave the list at once; the queue is not loaded again for that.
  const [resolved, setResolved] = useState<ReadonlySet<string>>(new Set());

  if (state.status === 'loading') return <Spinner block label={t('loading')} />;
  if (state.status === 'error') {
    return (
      <ErrorState
        title={t('loadFailed')}
        message={messageOf(state.error, t('loadFailedFallback'))}
        onRetry={state.reload}
      />
    );
  }
  const items = state.data.reports.filter((report) => !resolved.has(report.id));
  if (items.length === 0) {
    return <EmptyState title={t('none')} message={t('noneMessage')} headingLevel={3} />;
  }
  return (
    <ul className="review-list" aria-label={t('list')}>
      {items.map((report) => (
        <li key={report.id}>
          <ReportCard report={report} onResolved={() => setResolved((ids) => new Set(ids).add(report.id))} />
        </li>
      ))}
    </ul>
  );
}
