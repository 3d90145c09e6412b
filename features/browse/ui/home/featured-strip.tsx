// Home section (order 50), the spec's unlabeled block: up to 4 featured resources in 1/2/4 columns, each
// with 2 tags + '+N' and the save control; a spinner while the list loads.
import { Spinner } from '@quadkit/core/ui/spinner';
import { ResourceCard } from '../components/resource-card';
import { HomeSectionFrame } from '@quadkit/core/ui/home-section-frame';
import './home.css';
import { pickFeatured } from '../../shared/home-picks';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { loadResourceList, picked } from '../data/resource-list';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { featuredMessages } from './featured-strip.messages';

export function FeaturedStrip() {
  const t = useMessages(featuredMessages);
  // Only the picks, so a page rendered at the edge carries 4 resources rather than the catalog.
  const load = useQuery(
    'catalog:home-featured',
    (_signal, context) => picked(loadResourceList(undefined, context), pickFeatured),
    {
      atTheEdge: true,
    },
  );
  if (load.status === 'error') return null;
  const featured = load.status === 'loaded' ? load.data.resources : [];
  if (load.status === 'loaded' && featured.length === 0) return null;
  return (
    <HomeSectionFrame id="home-featured" title={t('title')} hideTitle>
      {load.status === 'loading' ? (
        <Spinner label={t('loading')} />
      ) : (
        <ul className="card-grid resource-grid featured-strip">
          {featured.map((resource) => (
            <li key={resource.id}>
              <ResourceCard resource={resource} maxTags={2} />
            </li>
          ))}
        </ul>
      )}
    </HomeSectionFrame>
  );
}
