// The loaded toolkit page: emoji, title, description, attribution and 'Used by N', save control, 'Make a copy',
// the owner's Edit link and share link (when unlisted), then its resources.
import { Link } from 'react-router';
import { Breadcrumbs } from '@quadkit/core/ui/breadcrumbs';
import type { ToolkitDetail } from '../data/toolkits-client';
import { SaveButton } from '../bookmarks/save-button';
import { cardMessages } from '../components/toolkit-card.messages';
import { MakeCopyButton, RemixAttribution } from './remix-controls';
import { ShareLinkPanel } from './share-link-panel';
import { ToolkitDescription } from './toolkit-description';
import { ToolkitResourceItem } from './toolkit-resource-item';
import { RouteHead } from '@quadkit/core/ui/route-head';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { detailMessages } from './toolkit-detail.messages';
import '@quadkit/core/ui/layout.css';

export function ToolkitDetailView({ toolkit, share }: { toolkit: ToolkitDetail; share?: string }) {
  const t = useMessages(detailMessages);
  const card = useMessages(cardMessages);
  const editHref = `/dashboard/edit-toolkit/${encodeURIComponent(toolkit.id)}`;

  return (
    <article className="container page toolkit-detail">
      <RouteHead />

      <Breadcrumbs
        trail={[
          { to: '/', label: t('home') },
          { to: '/toolkits', label: t('toolkits') },
        ]}
        current={toolkit.title}
      />

      <header className="card toolkit-detail__hero">
        <span className="toolkit-detail__emoji" aria-hidden="true">
          {toolkit.emoji}
        </span>
        <div className="toolkit-detail__summary">
          <h1 className="toolkit-detail__title">{toolkit.title}</h1>
          <ToolkitDescription text={toolkit.description} lang={toolkit.isBuiltIn ? 'en' : undefined} />
          {toolkit.remixedFrom ? <RemixAttribution from={toolkit.remixedFrom} /> : null}
          <p className="toolkit-detail__meta">
            <span>{card('resources', { count: toolkit.resources.length })}</span>
            <span
              className={toolkit.isPublic ? 'toolkit-card__label' : 'toolkit-card__label toolkit-card__label--private'}
            >
              {card(toolkit.visibility)}
            </span>
            {toolkit.isFeatured ? <span className="toolkit-card__label">{t('featured')}</span> : null}
            {toolkit.usedBy > 0 ? (
              <span className="toolkit-detail__used-by">{t('usedBy', { count: toolkit.usedBy })}</span>
            ) : null}
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
                {t('edit')}
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
          {t('resources')}
        </h2>
        {toolkit.resources.length === 0 ? (
          <div className="card spread-row toolkit-detail__empty">
            <p>{t('empty')}</p>
            {toolkit.isOwner ? (
              <Link to={editHref} className="btn btn--primary btn--small">
                {t('addResources')}
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
