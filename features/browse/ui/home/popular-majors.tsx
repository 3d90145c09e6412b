// Home section (order 70): Popular Majors, the 4 majors with the most resources, and 'View all majors'.
import { Link } from 'react-router';
import { Spinner } from '@quadkit/core/ui/spinner';
import { majorPath } from '../components/resource-path';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { browseClient } from '../data/browse-client';
import { HomeSectionFrame } from '@quadkit/core/ui/home-section-frame';
import './home.css';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { popularMajorsMessages } from './popular-majors.messages';

/** docs/product.md#limits: popular majors 4. */
const POPULAR_MAJORS = 4;

export function PopularMajors() {
  const t = useMessages(popularMajorsMessages);
  const taxonomy = useTaxonomyName();
  const load = useQuery(
    'popular-majors',
    (signal, context) =>
      unwrap(
        browseClient(context)['popular-majors'].$get(
          { query: { limit: String(POPULAR_MAJORS) } },
          { init: { signal } },
        ),
      ),
    { atTheEdge: true },
  );
  // Without the API there is nothing true to rank; the section steps aside rather than guess.
  if (load.status === 'error') return null;
  return (
    <HomeSectionFrame id="home-majors" title={t('title')} lead={t('lead')} more={{ to: '/majors', label: t('more') }}>
      {load.status === 'loading' ? (
        <Spinner label={t('loading')} />
      ) : (
        <ul className="major-tiles">
          {load.data.majors.map((major) => (
            <li key={major.id}>
              <Link to={majorPath(major.id)} className="card major-tile">
                <span className="major-tile__name">{taxonomy('major', major.name)}</span>
                <span className="major-tile__count">
                  {/* Plain digits, as on the category tiles (see there). */}
                  {t('count', { count: major.resourceCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSectionFrame>
  );
}
