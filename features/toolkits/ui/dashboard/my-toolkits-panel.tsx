// My Toolkits on the dashboard: the user's first 6 toolkits, each with View, Edit and Delete (after the
// confirm 'Are you sure you want to delete this toolkit?'), and 'View all N toolkits' to expand the list when there
// are more (a 7th toolkit, private, had no way in but its URL).
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { DashboardPanelProps } from '@quadkit/core/ui/dashboard-panels';
import { Spinner } from '@quadkit/core/ui/spinner';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import type { ToolkitSummary } from '../data/toolkits-client';
import { ConfirmDialog } from '@quadkit/core/ui/confirm-dialog';
import { cardMessages } from '../components/toolkit-card.messages';
import { useDeleteToolkit } from '../components/use-delete-toolkit';
import { usePrefetchToolkit } from '../data/prefetch';
import { PanelEmpty, PanelProblem } from './panel-notes';
import { myToolkitsError } from '../data/my-toolkits';
import { useMyToolkits } from './use-dashboard-data';
import { dashboardMessages } from './messages';
import '@quadkit/core/ui/layout.css';
import '../components/emoji-tile.css';
import './panels.css';

/** docs/product.md#limits: the dashboard shows 6 toolkits. */
export const DASHBOARD_TOOLKITS = 6;

function ToolkitRow({ toolkit, onDelete }: { toolkit: ToolkitSummary; onDelete: () => void }) {
  const t = useMessages(dashboardMessages);
  const card = useMessages(cardMessages);
  const prefetch = usePrefetchToolkit(toolkit.id);
  const id = encodeURIComponent(toolkit.id);
  return (
    <li className="dash-list__item">
      <span className="emoji-tile dash-list__emoji" aria-hidden="true">
        {toolkit.emoji}
      </span>
      <span className="dash-list__main">
        <span className="dash-list__title">{toolkit.title}</span>
        <span className="dash-list__meta">
          {card('resources', { count: toolkit.resourceCount })} · {card(toolkit.visibility)}
        </span>
      </span>
      <span className="dash-list__actions">
        <Link
          to={`/toolkit/${id}`}
          onPointerEnter={prefetch}
          className="btn btn--secondary btn--small"
          aria-label={t('viewLabel', { title: toolkit.title })}
        >
          {t('view')}
        </Link>
        <Link
          to={`/dashboard/edit-toolkit/${id}`}
          className="btn btn--secondary btn--small"
          aria-label={t('editLabel', { title: toolkit.title })}
        >
          {t('edit')}
        </Link>
        <button
          type="button"
          className="btn btn--danger-outline btn--small"
          aria-label={t('deleteLabel', { title: toolkit.title })}
          onClick={onDelete}
        >
          {t('delete')}
        </button>
      </span>
    </li>
  );
}

export function MyToolkitsPanel({ user }: DashboardPanelProps) {
  const t = useMessages(dashboardMessages);
  const card = useMessages(cardMessages);
  const state = useMyToolkits(user.id);
  const [confirming, setConfirming] = useState<ToolkitSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const deleteToolkit = useDeleteToolkit();

  const confirmDelete = async () => {
    if (!confirming) return;
    setBusy(true);
    await deleteToolkit(confirming.id);
    setBusy(false);
    setConfirming(null);
  };

  if (state.status === 'error') {
    return <PanelProblem message={myToolkitsError(state.error, card('loadFailed'))} onRetry={state.reload} />;
  }
  if (state.status === 'loading') return <Spinner label={t('loadingToolkits')} />;
  const toolkits = state.data;
  if (toolkits.length === 0) {
    return (
      <PanelEmpty
        message={t('noToolkits')}
        action={
          <Link to="/dashboard/create-toolkit" className="btn btn--primary btn--small">
            {t('create')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul id={listId} className="stack-list" aria-label={t('yourToolkits')}>
        {(expanded ? toolkits : toolkits.slice(0, DASHBOARD_TOOLKITS)).map((toolkit) => (
          <ToolkitRow key={toolkit.id} toolkit={toolkit} onDelete={() => setConfirming(toolkit)} />
        ))}
      </ul>
      {toolkits.length > DASHBOARD_TOOLKITS ? (
        <p className="dash-panel__more">
          {expanded
            ? t('allShown', { count: toolkits.length })
            : t('someShown', { shown: DASHBOARD_TOOLKITS, count: toolkits.length })}{' '}
          <button
            type="button"
            className="btn btn--secondary btn--small"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('showFewer') : t('viewAll', { count: toolkits.length })}
          </button>
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming ? t('confirmTitle', { title: confirming.title }) : t('confirmTitleAny')}
        message={t('confirmText')}
        confirmLabel={t('delete')}
        busyLabel={t('deleting')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
