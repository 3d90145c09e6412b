// One trending resource: image, rank #n, Hot (score above 10 on the page, or the first 3 on home), rounded Score
// when above 0, category, title, bookmark control, 2-line description, 3 tags + N and View Details.
import { Link } from 'react-router';
import { Artwork } from '@quadkit/core/ui/artwork';
import { categoryTitle } from '@quadkit/core/catalog/categories';
import { SaveControl } from '@quadkit/core/ui/save-control-slot';
import type { TrendingEntry } from '../../shared/trending-body';
import { TagSummary } from '@quadkit/core/ui/tag-summary';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { trendingCardMessages } from './trending-card.messages';
import '@quadkit/core/ui/card-grid.css';
import '@quadkit/core/ui/card-text.css';
import './trending-card.css';

interface TrendingCardProps {
  entry: TrendingEntry;
  rank: number;
  hot: boolean;
  /** Home's cards are smaller and skip the rank. */
  showRank?: boolean;
  /** 2 where the cards sit right under the page's h1 (/trending); 3 inside a home section's h2. */
  headingLevel?: 2 | 3;
}

export const resourcePath = (id: string) => `/resource/${encodeURIComponent(id)}`;

export function TrendingCard({ entry, rank, hot, showRank = true, headingLevel = 3 }: TrendingCardProps) {
  const { resource, score } = entry;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useMessages(trendingCardMessages);
  const name = useTaxonomyName();
  const title = resource.title || t('untitled');
  return (
    <article className="card trending-card">
      <div className="card-media">
        <Artwork src={resource.image} width="320" height="180" />
        <div className="trending-card__badges">
          {showRank ? <span className="trending-badge trending-badge--rank">#{rank}</span> : null}
          {hot ? <span className="trending-badge trending-badge--hot">{t('hot')}</span> : null}
          {score > 0 ? <span className="trending-badge">{t('score', { score: Math.round(score) })}</span> : null}
        </div>
      </div>
      <div className="trending-card__body">
        <div className="trending-card__head">
          <p className="card-kicker">{name('category', categoryTitle(resource.category))}</p>
          <SaveControl itemId={resource.id} type="resource" title={title} size="sm" />
        </div>
        <Heading className="trending-card__title" lang="en">
          {title}
        </Heading>
        <p className="card-text card-text--two" lang="en">
          {resource.description}
        </p>
        <TagSummary tags={resource.tags} max={3} />
        <Link to={resourcePath(resource.id)} className="btn btn--secondary btn--small trending-card__details">
          {t('viewDetails')} <span className="visually-hidden">{t('detailsOf', { title })}</span>
        </Link>
      </div>
    </article>
  );
}
