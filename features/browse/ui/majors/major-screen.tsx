// One major (/majors/{majorId}): its fields and its resources in the spec's tag groups (else by first tag);
// 'Major not found' with a link to /majors for an unknown id; 'Error Loading Major Details' when it fails.
import { useLoaderData } from 'react-router';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { NotFoundState } from '@quadkit/core/ui/not-found-state';
import { BackLink } from '../components/back-link';
import { LoadError } from '../components/load-error';
import { ResourceCard } from '../components/resource-card';
import { ViewerEligibilityBadge } from '../components/viewer-eligibility-badge';
import type { MajorBody } from '../data/browse-client';
import type { MajorLoaderData } from '../data/loaders';
import { groupByTagGroup } from './group-by-tag-group';
import { RouteHead } from '@quadkit/core/ui/route-head';
import '../components/screen.css';
import './majors.css';

function MajorNotFound() {
  return (
    <NotFoundState
      title="Major not found"
      message="We could not find that major. It may have been renamed, or the link may be mistyped."
      back={{ to: '/majors', label: 'See all majors' }}
    />
  );
}

function MajorDetail({ major, resources }: MajorBody) {
  const groups = groupByTagGroup(resources);
  return (
    <>
      <RouteHead />
      <header className="screen-head">
        <h1 className="screen-head__title">{major.name}</h1>
        {major.fields.length > 0 ? (
          <ul className="tag-list" aria-label="Fields">
            {major.fields.map((field) => (
              <li key={field.id} className="tag">
                {field.name}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="screen-head__lead">
          {resources.length} {resources.length === 1 ? 'resource' : 'resources'} picked for {major.name} students,
          grouped by what they are best known for.
        </p>
      </header>
      {groups.length === 0 ? (
        <EmptyState title="No Resources Found" message="No resources are linked to this major yet." />
      ) : (
        groups.map((group, index) => (
          <section key={group.name} className="major__group" aria-labelledby={`major-group-${index}`}>
            <h2 id={`major-group-${index}`} className="major__group-title">
              {group.name}
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
  return (
    <div className="container page major">
      <BackLink to="/majors">All majors</BackLink>
      {load.ok ? <MajorDetail {...load.data} /> : null}
      {!load.ok && load.notFound ? <MajorNotFound /> : null}
      {!load.ok && !load.notFound ? <LoadError title="Error Loading Major Details" message={load.message} /> : null}
    </div>
  );
}
