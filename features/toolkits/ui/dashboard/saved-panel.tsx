// Saved resources on the dashboard: the first 6 saved items, each linking to its page, and a link to /saved.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardPanelProps } from '@quadkit/core/ui/dashboard-panels';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { Spinner } from '@quadkit/core/ui/spinner';
import type { SavedBookmark } from '../data/toolkits-client';
import { isResolved } from '../bookmarks/saved-items';
import { PanelEmpty, PanelProblem } from './panel-notes';
import { useSavedList } from './use-dashboard-data';
import '@quadkit/core/ui/layout.css';
import '../components/emoji-tile.css';
import './panels.css';

/** docs/product.md#limits: the dashboard shows 6 saved items. */
export const DASHBOARD_SAVED = 6;

function SavedRow({ bookmark }: { bookmark: SavedBookmark }) {
  const title = bookmark.item ? bookmark.item.title || 'Untitled' : 'No longer available';
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
        <span className="dash-list__meta">{bookmark.type === 'toolkit' ? 'Toolkit' : 'Resource'}</span>
      </span>
    </li>
  );
}

export function SavedPanel(_: DashboardPanelProps) {
  const list = useSavedList();
  const shown = list?.status === 'loaded' ? list.data.filter(isResolved) : [];

  let body: ReactNode;
  if (list?.status === 'error') {
    body = <PanelProblem message={messageOf(list.error)} onRetry={list.reload} />;
  } else if (list?.status !== 'loaded') {
    body = <Spinner label="Loading saved resources" />;
  } else if (shown.length === 0) {
    body = (
      <PanelEmpty
        message="No saved resources yet. Press the bookmark on any resource or toolkit to keep it for later."
        action={
          <Link to="/browse" className="btn btn--primary btn--small">
            Browse Resources
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul className="stack-list" aria-label="Your saved items">
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
        <Link to="/saved">View all saved resources →</Link>
      </p>
    </>
  );
}
