// A toolkit as a card (/toolkits, the home showcase): emoji, title, save control, a three-line description,
// the first 5 tools then '+N more tools', the resource count, a Public label and 'View Toolkit'.
import { Link } from 'react-router';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import type { ToolkitSummary } from '../data/toolkits-client';
import { TOOLKIT_PREVIEW_SIZE } from '../../shared/toolkit-rules';
import { SaveButton } from '../bookmarks/save-button';
import { usePrefetchToolkit } from '../data/prefetch';
import { cardMessages } from './toolkit-card.messages';
import '@quadkit/core/ui/card-text.css';
import './emoji-tile.css';
import './toolkit-card.css';

interface ToolkitCardProps {
  toolkit: ToolkitSummary;
  headingLevel?: 2 | 3;
}

export function ToolkitCard({ toolkit, headingLevel = 3 }: ToolkitCardProps) {
  const t = useMessages(cardMessages);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const prefetch = usePrefetchToolkit(toolkit.id);
  const href = `/toolkit/${encodeURIComponent(toolkit.id)}`;
  const more = toolkit.resourceCount - Math.min(toolkit.previewResources.length, TOOLKIT_PREVIEW_SIZE);

  return (
    <article className="card toolkit-card">
      <header className="toolkit-card__header">
        <span className="emoji-tile toolkit-card__emoji" aria-hidden="true">
          {toolkit.emoji}
        </span>
        <Heading className="toolkit-card__title">
          <Link to={href} onPointerEnter={prefetch} className="toolkit-card__title-link">
            {toolkit.title}
          </Link>
        </Heading>
        <SaveButton itemId={toolkit.id} type="toolkit" title={toolkit.title} size="sm" />
      </header>
      {/* A built-in toolkit is catalog text, in English; a student's own is in whatever language they wrote. */}
      <p className="card-text toolkit-card__description" lang={toolkit.isBuiltIn ? 'en' : undefined}>
        {toolkit.description}
      </p>
      {toolkit.previewResources.length > 0 ? (
        <ul className="toolkit-card__tools" aria-label={t('toolsIn', { title: toolkit.title })}>
          {toolkit.previewResources.slice(0, TOOLKIT_PREVIEW_SIZE).map((tool) => (
            <li key={tool.id} className="toolkit-card__tool">
              {tool.title}
            </li>
          ))}
          {more > 0 ? (
            <li className="toolkit-card__tool toolkit-card__tool--more">{t('moreTools', { count: more })}</li>
          ) : null}
        </ul>
      ) : null}
      <footer className="toolkit-card__footer">
        <span className="toolkit-card__count">{t('resources', { count: toolkit.resourceCount })}</span>
        {toolkit.isPublic ? <span className="toolkit-card__label">{t('public')}</span> : null}
        <Link
          to={href}
          onPointerEnter={prefetch}
          className="btn btn--secondary btn--small toolkit-card__view"
          aria-label={t('viewLabel', { title: toolkit.title })}
        >
          {t('view')}
        </Link>
      </footer>
    </article>
  );
}
