// The loaded toolkit page: emoji, title, description, attribution and 'Used by N', save control, 'Make a copy',
// the owner's Edit link and share link (when unlisted), then its resources.
import { Link } from 'react-router';
import { Breadcrumbs } from '@quadkit/core/ui/breadcrumbs';
import type { ToolkitDetail } from '../data/toolkits-client';
import { SaveButton } from '../bookmarks/save-button';
import { resourceCount } from '../components/counts';
import { VISIBILITY_LABELS } from '../../shared/visibility';
import { MakeCopyButton, RemixAttribution } from './remix-controls';
import { ShareLinkPanel } from './share-link-panel';
import { ToolkitDescription } from './toolkit-description';
import { ToolkitResourceItem } from './toolkit-resource-item';
import { RouteHead } from '@quadkit/core/ui/route-head';
import '@quadkit/core/ui/layout.css';

export function ToolkitDetailView({ toolkit, share }: { toolkit: ToolkitDetail; share?: string }) {
  const editHref = `/dashboard/edit-toolkit/${encodeURIComponent(toolkit.id)}`;

  return (
    <article className="container page toolkit-detail">
      <RouteHead />

      <Breadcrumbs
        trail={[
          { to: '/', label: 'Home' },
          { to: '/toolkits', label: 'Toolkits' },
        ]}
        current={toolkit.title}
      />

      <header className="card toolkit-detail__hero">
        <span className="toolkit-detail__emoji" aria-hidden="true">
          {toolkit.emoji}
        </span>
        <div className="toolkit-detail__summary">
          <h1 className="toolkit-detail__title">{toolkit.title}</h1>
          <ToolkitDescription text={toolkit.description} />
          {toolkit.remixedFrom ? <RemixAttribution from={toolkit.remixedFrom} /> : null}
          <p className="toolkit-detail__meta">
            <span>{resourceCount(toolkit.resources.length)}</span>
            <span
              className={toolkit.isPublic ? 'toolkit-card__label' : 'toolkit-card__label toolkit-card__label--private'}
            >
              {VISIBILITY_LABELS[toolkit.visibility]}
            </span>
            {toolkit.isFeatured ? <span className="toolkit-card__label">Featured</span> : null}
            {toolkit.usedBy > 0 ? <span className="toolkit-detail__used-by">Used by {toolkit.usedBy}</span> : null}
          </p>
          <div className="toolkit-detail__actions">
            {/* Saved items are what the saver may open again by id: public toolkits and their own. Someone else's
                unlisted toolkit opens only by its link (the server refuses to bookmark it); Make a copy keeps it. */}
            {toolkit.visibility === 'public' || toolkit.isOwner ? (
              <SaveButton itemId={toolkit.id} type="toolkit" title={toolkit.title} />
            ) : null}
            <MakeCopyButton toolkitId={toolkit.id} share={share} />
            {toolkit.isOwner ? (
              <Link to={editHref} className="btn btn--secondary btn--small">
                Edit
              </Link>
            ) : null}
          </div>
        </div>
      </header>

      {toolkit.isOwner && toolkit.visibility === 'unlisted' ? (
        <ShareLinkPanel toolkitId={toolkit.id} shareToken={toolkit.shareToken} />
      ) : null}

      <section className="toolkit-detail__resources" aria-labelledby="toolkit-resources-title">
        <h2 id="toolkit-resources-title" className="toolkit-detail__subtitle">
          Resources
        </h2>
        {toolkit.resources.length === 0 ? (
          <div className="card spread-row toolkit-detail__empty">
            <p>No resources in this toolkit yet.</p>
            {toolkit.isOwner ? (
              <Link to={editHref} className="btn btn--primary btn--small">
                Add Resources
              </Link>
            ) : null}
          </div>
        ) : (
          <ol className="stack-list stack-list--loose">
            {toolkit.resources.map((resource, index) => (
              <ToolkitResourceItem key={resource.id} resource={resource} position={index + 1} />
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
