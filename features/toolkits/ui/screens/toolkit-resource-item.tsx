// One resource of a toolkit: title (to the outside site, or /resource/{id} when it has no link), description,
// tags, a save control and a link to its detail page.
import { Link } from 'react-router';
import type { Resource } from '@quadkit/core/catalog/types';
import { ExternalLink } from '@quadkit/core/ui/external-link';
import { TagSummary } from '@quadkit/core/ui/tag-summary';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { SaveButton } from '../bookmarks/save-button';
import { commonMessages } from '../components/messages';
import { detailMessages } from './toolkit-detail.messages';
import '@quadkit/core/ui/primitives.css';
import './toolkit-resource.css';

const hasOutsideLink = (url: string) => /^https?:\/\//i.test(url);

export function ToolkitResourceItem({ resource, position }: { resource: Resource; position: number }) {
  const t = useMessages(detailMessages);
  const common = useMessages(commonMessages);
  // docs/product.md#behind-the-screens fallbacks for incomplete rows.
  const title = resource.title || common('untitled');
  const detailHref = `/resource/${encodeURIComponent(resource.id)}`;

  return (
    <li className="card toolkit-resource">
      <span className="round-badge toolkit-resource__position" aria-hidden="true">
        {position}
      </span>
      <div className="toolkit-resource__body">
        <h3 className="toolkit-resource__title">
          {hasOutsideLink(resource.url) ? (
            <ExternalLink href={resource.url}>
              {title} <span aria-hidden="true">↗</span>
            </ExternalLink>
          ) : (
            <Link to={detailHref}>{title}</Link>
          )}
        </h3>
        {resource.description ? (
          <p className="toolkit-resource__description" lang="en">
            {resource.description}
          </p>
        ) : null}
        <TagSummary className="toolkit-resource__tags" tags={resource.tags} />
      </div>
      <div className="toolkit-resource__actions">
        <SaveButton itemId={resource.id} type="resource" title={title} size="sm" />
        <Link to={detailHref} className="toolkit-resource__details" aria-label={t('detailsLabel', { title })}>
          {t('details')}
        </Link>
      </div>
    </li>
  );
}
