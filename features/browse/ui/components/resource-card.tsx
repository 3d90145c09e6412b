// One resource as a card: image, category, title linking to /resource/{id}, description, tags + '+N', an
// eligibility badge when the screen gives one, and the save control; optionally a link straight to the resource's website (category pages).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { categoryTitle } from '@quadkit/core/catalog/categories';
import type { Resource } from '@quadkit/core/catalog/types';
import { ExternalLink } from '@quadkit/core/ui/external-link';
import { TagSummary } from '@quadkit/core/ui/tag-summary';
import { SaveControl } from '@quadkit/core/ui/save-control-slot';
import { CardImage } from './card-image';
import { LastVerified } from './last-verified';
import { resourcePath } from './resource-path';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { cardMessages } from './resource-card.messages';
import '@quadkit/core/ui/card-grid.css';
import '@quadkit/core/ui/card-text.css';
import './resource-card.css';

interface ResourceCardProps {
  resource: Resource;
  /** How many tags before '+N'. */
  maxTags: number;
  /** Adds a 'Visit Website' link to the external url. */
  showWebsite?: boolean;
  /** Heading level of the title within the page. */
  headingLevel?: 2 | 3;
  /** Off on a category page, where every card would repeat the page's own title. */
  showCategory?: boolean;
  /**
   * The eligibility badge (<ViewerEligibilityBadge/>), passed by the browse, category and major screens. Home cards
   * carry none: the first load of '/' has no room for it in its size budget.
   */
  badge?: ReactNode;
}

export function ResourceCard({
  resource,
  maxTags,
  showWebsite = false,
  headingLevel = 3,
  showCategory = true,
  badge,
}: ResourceCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useMessages(cardMessages);
  const taxonomy = useTaxonomyName();
  const title = resource.title || t('untitled');
  return (
    <article className="card resource-card">
      <CardImage src={resource.image} />
      <div className="resource-card__body">
        {showCategory ? (
          <p className="resource-card__category">{taxonomy('category', categoryTitle(resource.category))}</p>
        ) : null}
        <Heading className="resource-card__title">
          {/* The title link stretches over the whole card; the controls below sit above it. */}
          <Link to={resourcePath(resource.id)} className="resource-card__link">
            {title}
          </Link>
        </Heading>
        <p className="card-text resource-card__description" lang="en">
          {resource.description}
        </p>
        <TagSummary className="resource-card__tags" tags={resource.tags} max={maxTags} />
        {badge}
        <LastVerified date={resource.lastVerified} className="resource-card__verified" />
        {showWebsite ? (
          <ExternalLink href={resource.url || '#'} className="resource-card__website">
            {t('visit')} <span aria-hidden="true">↗</span>
          </ExternalLink>
        ) : null}
      </div>
      <div className="resource-card__save">
        <SaveControl itemId={resource.id} type="resource" title={title} size="sm" />
      </div>
    </article>
  );
}
