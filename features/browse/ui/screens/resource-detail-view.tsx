// The loaded detail page: image, title, category, date, eligibility, tags, description, Features, the website link,
// About, Report a problem, and a quiet notice while a broken-link report is open.
import { Breadcrumbs } from '@quadkit/core/ui/breadcrumbs';
import { categoryTitle, findCategory } from '@quadkit/core/catalog/categories';
import type { Resource } from '@quadkit/core/catalog/types';
import { ExternalLink } from '@quadkit/core/ui/external-link';
import { SaveControl } from '@quadkit/core/ui/save-control-slot';
import { TagSummary } from '@quadkit/core/ui/tag-summary';
import { ViewerEligibilityBadge } from '../components/viewer-eligibility-badge';
import { LastVerified, verifiedMonth } from '../components/last-verified';
import { ResourceAbout } from './resource-about';
import { ResourceFeatures } from './resource-features';
import { ReportProblem } from './report-problem';
import { ResourceImage } from './resource-image';
import { WhoItIsFor } from './who-it-is-for';
import { RouteHead } from '@quadkit/core/ui/route-head';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { cardMessages } from '../components/resource-card.messages';
import { resourceMessages } from './messages';

interface ResourceDetailViewProps {
  resource: Resource;
  brokenLinkReported?: boolean;
  /** Off for the built-in fallback (the API is down, so a report could not be sent). */
  canReport?: boolean;
}

export function ResourceDetailView({
  resource,
  brokenLinkReported = false,
  canReport = false,
}: ResourceDetailViewProps) {
  // docs/product.md#behind-the-screens fallbacks for incomplete rows.
  const t = useMessages(resourceMessages);
  const card = useMessages(cardMessages);
  const title = resource.title || card('untitled');
  const url = resource.url || '#';
  const categoryName = useTaxonomyName()('category', categoryTitle(resource.category));
  const categoryHref = findCategory(resource.category)?.href ?? `/category/${encodeURIComponent(resource.category)}`;

  return (
    <article className="container page resource-detail">
      <RouteHead />

      <Breadcrumbs
        trail={[
          { to: '/', label: t('home') },
          { to: categoryHref, label: categoryName },
        ]}
        current={title}
      />

      <div className="card resource-detail__hero">
        <ResourceImage src={resource.image} />
        <div className="resource-detail__summary">
          <p className="resource-detail__category">{categoryName}</p>
          <h1 className="resource-detail__title">{title}</h1>
          {verifiedMonth(resource.lastVerified, card) ? (
            <LastVerified date={resource.lastVerified} className="resource-detail__updated" />
          ) : (
            <p className="resource-detail__updated">{t('notVerified')}</p>
          )}
          <ViewerEligibilityBadge eligibility={resource.eligibility} />
          <TagSummary tags={resource.tags} />
          <p className="resource-detail__description" lang="en">
            {resource.description}
          </p>
          {resource.eligibility ? <WhoItIsFor eligibility={resource.eligibility} /> : null}
          {brokenLinkReported ? <p className="resource-detail__notice">{t('broken')}</p> : null}
          <div className="resource-detail__actions">
            <ExternalLink href={url} className="btn btn--primary">
              {card('visit')} <span aria-hidden="true">↗</span>
            </ExternalLink>
            {/* The bookmark control, supplied by the toolkits feature. */}
            <div data-slot="bookmark">
              <SaveControl itemId={resource.id} type="resource" title={title} />
            </div>
            {canReport ? <ReportProblem resourceId={resource.id} /> : null}
          </div>
        </div>
      </div>

      <div className="resource-detail__panels">
        <ResourceFeatures tags={resource.tags} />
        <ResourceAbout resource={{ ...resource, title }} />
      </div>
    </article>
  );
}
