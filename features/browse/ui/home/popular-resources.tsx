// Home section (order 40): Popular, the resources students use most.
import { Spinner } from '@quadkit/core/ui/spinner';
import { ResourceCard } from '../components/resource-card';
import { HomeSectionFrame } from '@quadkit/core/ui/home-section-frame';
import './home.css';
import { pickPopular } from '../../shared/home-picks';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { loadResourceList, picked } from '../data/resource-list';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { popularMessages } from './popular-resources.messages';

export function PopularResources() {
  const t = useMessages(popularMessages);
  const load = useQuery(
    'catalog:home-popular',
    (_signal, context) => picked(loadResourceList(undefined, context), pickPopular),
    {
      atTheEdge: true,
    },
  );
  // A failed load already fell back to the built-in list; only a missing catalog chunk ends up here.
  if (load.status === 'error') return null;
  const popular = load.status === 'loaded' ? load.data.resources : [];
  if (load.status === 'loaded' && popular.length === 0) return null;
  return (
    <HomeSectionFrame
      id="home-popular"
      title={t('title')}
      lead={t('lead')}
      more={{ to: '/browse?tags=Popular', label: t('more') }}
    >
      {load.status === 'loading' ? (
        <Spinner label={t('loading')} />
      ) : (
        <ul className="card-grid resource-grid">
          {popular.map((resource) => (
            <li key={resource.id}>
              <ResourceCard resource={resource} maxTags={3} />
            </li>
          ))}
        </ul>
      )}
    </HomeSectionFrame>
  );
}
