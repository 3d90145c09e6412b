// The category page (/category/{slug}): title from the slug, back link, the category's filter panels and a
// 3-column grid; loading, error and empty states. On an API failure the built-in list stands in.
import { Link, useLoaderData, useParams } from 'react-router';
import { useUrlSearch } from '@quadkit/core/ui/data/use-url-search';
import { categoryTitle } from '@quadkit/core/catalog/categories';
import { LoadError } from '../components/load-error';
import type { CategoryLoaderData } from '../data/loaders';
import { CategoryList } from './category-list';
import { readCategoryFilters, writeCategoryFilters, type CategoryFilters } from './category-filters';
import { RegionalPanel } from './regional-panel';
import { ScholarshipPanel } from './scholarship-panel';
import { RouteHead } from '@quadkit/core/ui/route-head';
import '@quadkit/core/ui/fields.css';
import '../components/screen.css';
import './category.css';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { fillNodes } from '../components/fill-nodes';
import { sharedMessages } from '../components/messages';
import { categoryMessages } from './messages';

export function CategoryScreen() {
  // React Router hands the segment over URL-decoded.
  const { category: slug = '' } = useParams();
  const t = useMessages(categoryMessages);
  const shared = useMessages(sharedMessages);
  const title = useTaxonomyName()('category', categoryTitle(slug));
  const search = useUrlSearch();
  const filters = readCategoryFilters(search.params);
  const load = useLoaderData<CategoryLoaderData>();

  const change = (patch: Partial<CategoryFilters>) =>
    search.write(writeCategoryFilters({ ...readCategoryFilters(search.latest()), ...patch }), {
      preventScrollReset: true,
    });

  return (
    <div className="container page category">
      <RouteHead />
      <Link to="/" className="back-link">
        {shared('backHome')}
      </Link>
      <header className="screen-head">
        <h1 className="screen-head__title">{title}</h1>
        <p className="screen-head__lead">
          {fillNodes(t('lead', { title }), { link: <Link to="/browse">{shared('browseAll')}</Link> })}
        </p>
      </header>
      {slug === 'regional-resources' ? <RegionalPanel filters={filters} onChange={change} /> : null}
      {slug === 'applying-to-colleges' ? (
        <ScholarshipPanel selected={filters.scholarship} onChange={(scholarship) => change({ scholarship })} />
      ) : null}
      {load.ok ? (
        <CategoryList
          title={title}
          list={load.data}
          filters={filters}
          onClearFilters={() => change({ region: '', focus: '', scholarship: '' })}
        />
      ) : (
        <LoadError title={shared('loadError')} message={load.message} />
      )}
    </div>
  );
}
