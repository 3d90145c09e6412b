// Home section (order 10): the 15 category tiles, each labelled 'Browse {name} category'. The home page's
// search-engine metadata (social tags, JSON-LD) is rendered by the worker into the page's head.
import { Link } from 'react-router';
import { Artwork } from '@quadkit/core/ui/artwork';
import { CATEGORIES } from '@quadkit/core/catalog/categories';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { browseClient } from '../data/browse-client';
import { HomeSectionFrame } from '@quadkit/core/ui/home-section-frame';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { categoryTilesMessages } from './category-tiles.messages';
import './home.css';

/** Resource counts by slug, when the API answers; the tiles never wait for them. */
function useCounts(): ReadonlyMap<string, number> {
  const load = useQuery(
    'catalog:categories',
    (signal, context) => unwrap(browseClient(context).categories.$get(undefined, { init: { signal } })),
    { atTheEdge: true },
  );
  if (load.status !== 'loaded') return new Map();
  return new Map(load.data.categories.map((category) => [category.slug, category.resourceCount]));
}

export function CategoryTiles() {
  const counts = useCounts();
  const t = useMessages(categoryTilesMessages);
  const taxonomy = useTaxonomyName();
  return (
    <HomeSectionFrame id="home-categories" title={t('title')} lead={t('lead')}>
      <ul className="category-tiles">
        {CATEGORIES.map(({ slug, name, href }) => {
          const count = counts.get(slug);
          const label = taxonomy('category', name);
          // Explore by Major leads to the majors list, so its resource count would mislead. Counts print as plain
          // digits, as they always did: a category holds far fewer than the 10,000 from which languages group them
          // differently, and formatNumber would be one more module in home's first load.
          const showCount = count !== undefined && href.startsWith('/category/');
          // The list item is the tile and the link stretches over it: the link's own text is only the name, so
          // the spec's label 'Browse {name} category' contains every word visible in the link (WCAG 2.5.3,
          // "label in name"), and the count is read as plain text after it.
          return (
            <li key={slug} className="category-tile">
              <span className="category-tile__media" aria-hidden="true">
                <Artwork src={`/images/categories/${slug}-1.svg`} width="160" height="90" />
              </span>
              <Link
                to={href}
                className="category-tile__name category-tile__link"
                aria-label={t('label', { name: label })}
              >
                {label}
              </Link>
              {showCount ? <span className="category-tile__count">{t('count', { count })}</span> : null}
            </li>
          );
        })}
      </ul>
    </HomeSectionFrame>
  );
}
