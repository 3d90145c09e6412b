// The browse screen (/browse): search box, sort, filter sidebar and a paginated grid of every resource.
import { useMemo } from 'react';
import { useLoaderData } from 'react-router';
import { canJudge } from '@quadkit/core/catalog/eligibility/rule';
import type { Resource } from '@quadkit/core/catalog/types';
import { useViewerEligibility } from '@quadkit/core/ui/use-viewer-eligibility';
import { FallbackNotice } from '../components/fallback-notice';
import { LoadError } from '../components/load-error';
import type { BrowseLoaderData } from '../data/loaders';
import type { ResourceList } from '../data/resource-list';
import { commonTags, filterResources, sortResources } from './browse-filter';
import { DEFAULT_BROWSE_STATE } from './browse-query';
import { BrowseResults } from './browse-results';
import { BrowseSidebar } from './browse-sidebar';
import { BrowseToolbar } from './browse-toolbar';
import { useBrowseState } from './use-browse-state';
import { RouteHead } from '@quadkit/core/ui/route-head';
import '@quadkit/core/ui/fields.css';
import '../components/screen.css';
import './browse.css';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { sharedMessages } from '../components/messages';
import { browseMessages } from './messages';

const SIDEBAR_TAGS = 16;

function BrowseBody({ list }: { list: ResourceList }) {
  const { state, text, setText, update } = useBrowseState();
  const tagOptions = useMemo(() => commonTags(list.resources, SIDEBAR_TAGS), [list.resources]);
  // A hundred-odd resources filter in well under a millisecond, so this simply runs on every render.
  const viewer = useViewerEligibility();
  const names = useTaxonomyName();
  const shown: Resource[] = sortResources(filterResources(list.resources, state, viewer, names), state.sort);
  const t = useMessages(browseMessages);

  return (
    <>
      {list.source === 'built-in' ? <FallbackNotice error={list.error} /> : null}
      <BrowseToolbar text={text} onText={setText} sort={state.sort} onSort={(sort) => update({ sort })} />
      <div className="browse__layout">
        <BrowseSidebar
          state={state}
          tagOptions={tagOptions}
          offerForMe={canJudge(viewer)}
          onChange={update}
          onClear={() => update({ category: '', tags: [], region: '', forMe: false })}
        />
        <section className="browse__results" aria-label={t('results')}>
          <BrowseResults
            resources={shown}
            state={state}
            onClearAll={() => update({ ...DEFAULT_BROWSE_STATE, sort: state.sort })}
          />
        </section>
      </div>
    </>
  );
}

export function BrowseScreen() {
  const load = useLoaderData<BrowseLoaderData>();
  const t = useMessages(browseMessages);
  const shared = useMessages(sharedMessages);
  return (
    <div className="container page browse">
      <RouteHead />
      <header className="screen-head">
        <h1 className="screen-head__title">{t('title')}</h1>
        <p className="screen-head__lead">{t('lead')}</p>
      </header>
      {load.ok ? <BrowseBody list={load.data} /> : <LoadError title={shared('loadError')} message={load.message} />}
    </div>
  );
}
