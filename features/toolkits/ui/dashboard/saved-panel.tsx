// Saved resources on the dashboard: the first 6 saved items, each linking to its page, and a link to /saved.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardPanelProps } from '@quadkit/core/ui/dashboard-panels';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { Spinner } from '@quadkit/core/ui/spinner';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import type { SavedBookmark } from '../data/toolkits-client';
import { isResolved } from '../bookmarks/saved-items';
import { commonMessages } from '../components/messages';
import { PanelEmpty, PanelProblem } from './panel-notes';
import { useSavedList } from './use-dashboard-data';
import { dashboardMessages } from './messages';
import '@quadkit/core/ui/layout.css';
import '../components/emoji-tile.css';
import './panels.css';

/** docs/product.md#limits: the dashboard shows 6 saved items. */
export const DASHBOARD_SAVED = 6;

function SavedRow({ bookmark }: { bookmark: SavedBookmark }) {
  const common = useMessages(commonMessages);
  const title = bookmark.item ? bookmark.item.title || common('untitled') : common('gone');
  const badge = bookmark.type === 'toolkit' ? (bookmark.item?.emoji ?? '🧰') : '🔖';
  return (
    <li className="dash-list__item">
      <span className="emoji-tile dash-list__emoji" aria-hidden="true">
        {badge}
      </span>
      <span className="dash-list__main">
        {bookmark.item ? (
          <Link to={`/${bookmark.type}/${encodeURIComponent(bookmark.resourceId)}`} className="dash-list__title">
            {title}
          </Link>
        ) : (
          <span className="dash-list__title">{title}</span>
        )}
        <span className="dash-list__meta">{common(bookmark.type)}</span>
      </span>
    </li>
  );
}

export function SavedPanel(_: DashboardPanelProps) {
  const t = useMessages(dashboardMessages);
  const common = useMessages(commonMessages);
  const list = useSavedList();
  const shown = list?.status === 'loaded' ? list.data.filter(isResolved) : [];

  let body: ReactNode;
  if (list?.status === 'error') {
    body = <PanelProblem message={messageOf(list.error)} onRetry={list.reload} />;
  } else if (list?.status !== 'loaded') {
    body = <Spinner label={t('loadingSaved')} />;
  } else if (shown.length === 0) {
    body = (
      <PanelEmpty
        message={t('noSaved')}
        action={
          <Link to="/browse" className="btn btn--primary btn--small">
            {common('browse')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul className="stack-list" aria-label={t('yourSaved')}>
        {shown.slice(0, DASHBOARD_SAVED).map((bookmark) => (
          <SavedRow key={`${bookmark.type}:${bookmark.resourceId}`} bookmark={bookmark} />
        ))}
      </ul>
    );
  }
  return (
    <>
      {body}
      <p className="dash-panel__more">
        <Link to="/saved">{t('allSaved')}</Link>
      </p>
    </>
  );
}
