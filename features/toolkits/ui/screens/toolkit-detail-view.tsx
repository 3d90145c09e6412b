// The loaded toolkit page: emoji, title, description, save control, the owner's Edit link, then its resources.
import { Link } from 'react-router';
import { Breadcrumbs } from '@quadkit/core/ui/breadcrumbs';
import type { ToolkitDetail } from '../data/toolkits-client';
import { SaveButton } from '../bookmarks/save-button';
import { resourceCount } from '../components/counts';
import { ToolkitDescription } from './toolkit-description';
import { ToolkitResourceItem } from './toolkit-resource-item';

export function ToolkitDetailView({ toolkit }: { toolkit: ToolkitDetail }) {
  const editHref = `/dashboard/edit-toolkit/${encodeURIComponent(toolkit.id)}`;

  return (
    <article className="container page toolkit-detail">
      <title>{`${toolkit.title} – Toolkits – Quadkit`}</title>
      <meta name="description" content={toolkit.description} />
      {toolkit.isPublic ? null : <meta name="robots" content="noindex" />}

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
          <p className="toolkit-detail__meta">
            <span>{resourceCount(toolkit.resources.length)}</span>
            <span
              className={toolkit.isPublic ? 'toolkit-card__label' : 'toolkit-card__label toolkit-card__label--private'}
            >
              {toolkit.isPublic ? 'Public' : 'Private'}
            </span>
            {toolkit.isFeatured ? <span className="toolkit-card__label">Featured</span> : null}
          </p>
          <div className="toolkit-detail__actions">
            <SaveButton itemId={toolkit.id} type="toolkit" title={toolkit.title} />
            {toolkit.isOwner ? (
              <Link to={editHref} className="btn btn--secondary btn--small">
                Edit
              </Link>
            ) : null}
          </div>
        </div>
      </header>

      <section className="toolkit-detail__resources" aria-labelledby="toolkit-resources-title">
        <h2 id="toolkit-resources-title" className="toolkit-detail__subtitle">
          Resources
        </h2>
        {toolkit.resources.length === 0 ? (
          <div className="card toolkit-detail__empty">
            <p>No resources in this toolkit yet.</p>
            {toolkit.isOwner ? (
              <Link to={editHref} className="btn btn--primary btn--small">
                Add Resources
              </Link>
            ) : null}
          </div>
        ) : (
          <ol className="toolkit-detail__list">
            {toolkit.resources.map((resource, index) => (
              <ToolkitResourceItem key={resource.id} resource={resource} position={index + 1} />
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
