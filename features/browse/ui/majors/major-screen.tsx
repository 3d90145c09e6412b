// One major (/majors/{majorId}): its fields and its resources in the spec's tag groups (else by first tag);
// 'Major not found' with a link to /majors for an unknown id; 'Error Loading Major Details' when it fails.
import { Link, useLoaderData } from 'react-router';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { NotFoundState } from '@quadkit/core/ui/not-found-state';
import { LoadError } from '../components/load-error';
import { ResourceCard } from '../components/resource-card';
import { ViewerEligibilityBadge } from '../components/viewer-eligibility-badge';
import type { MajorBody } from '../data/browse-client';
import type { MajorLoaderData } from '../data/loaders';
import { groupByTagGroup, TAG_GROUPS } from './group-by-tag-group';
import { GENERAL_GROUP } from './group-by-first-tag';
import { formatNumber } from '@quadkit/core/shared/i18n/format';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { majorsMessages } from './messages';
import { RouteHead } from '@quadkit/core/ui/route-head';
import '../components/screen.css';
import './majors.css';

function MajorNotFound() {
  const t = useMessages(majorsMessages);
  return (
    <NotFoundState title={t('notFound')} message={t('notFoundMessage')} back={{ to: '/majors', label: t('seeAll') }} />
  );
}

function MajorDetail({ major, resources }: MajorBody) {
  const groups = groupByTagGroup(resources);
  const t = useMessages(majorsMessages);
  const taxonomy = useTaxonomyName();
  const locale = useLocale();
  const majorName = taxonomy('major', major.name);
  // A spec group's name, 'General', or a first tag (a catalog tag name).
  const groupName = (name: string) => {
    const group = TAG_GROUPS.find((candidate) => candidate.name === name);
    if (group) return t(group.key);
    return name === GENERAL_GROUP ? t('general') : taxonomy('tag', name);
  };
  return (
    <>
      <RouteHead />
      <header className="screen-head">
        <h1 className="screen-head__title">{majorName}</h1>
        {major.fields.length > 0 ? (
          <ul className="tag-list" aria-label={t('fields')}>
            {major.fields.map((field) => (
              <li key={field.id} className="tag">
                {taxonomy('field', field.name)}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="screen-head__lead">
          {t('majorLead', { count: formatNumber(locale, resources.length), major: majorName })}
        </p>
      </header>
      {groups.length === 0 ? (
        <EmptyState title={t('noResources')} message={t('noResourcesMessage')} />
      ) : (
        groups.map((group, index) => (
          <section key={group.name} className="major__group" aria-labelledby={`major-group-${index}`}>
            <h2 id={`major-group-${index}`} className="major__group-title">
              {groupName(group.name)}
            </h2>
            <ul className="card-grid resource-grid">
              {group.resources.map((resource) => (
                <li key={resource.id}>
                  <ResourceCard
                    resource={resource}
                    maxTags={3}
                    badge={<ViewerEligibilityBadge eligibility={resource.eligibility} />}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}

export function MajorScreen() {
  const load = useLoaderData<MajorLoaderData>();
  const t = useMessages(majorsMessages);
  return (
    <div className="container page major">
      <Link to="/majors" className="back-link">
        {t('allMajors')}
      </Link>
      {load.ok ? <MajorDetail {...load.data} /> : null}
      {!load.ok && load.notFound ? <MajorNotFound /> : null}
      {!load.ok && !load.notFound ? <LoadError title={t('majorError')} message={load.message} /> : null}
    </div>
  );
}
