// One major (/majors/{majorId}): its fields and its resources in the spec's tag groups (else by first tag);
// 'Major not found' with a link to /majors for an unknown id; 'Error Loading Major Details' when it fails.
import { useParams } from 'react-router';
import { isNotFound } from '@quadkit/core/ui/api-client';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { NotFoundState } from '@quadkit/core/ui/not-found-state';
import { Spinner } from '@quadkit/core/ui/spinner';
import type { MajorDetailResponse } from '../../shared/major-responses';
import { BackLink } from '../components/back-link';
import { LoadError } from '../components/load-error';
import { ResourceCard } from '../components/resource-card';
import { fetchMajor } from '../data/majors-api';
import { errorMessage, useLoad } from '../data/use-load';
import { groupByTagGroup } from './group-by-tag-group';
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

function MajorDetail({ major, resources }: MajorDetailResponse) {
  const groups = groupByTagGroup(resources);
  return (
    <>
      <title>{`${major.name} – Quadkit`}</title>
      <meta name="description" content={`Tools, guides and scholarships for ${major.name} students.`} />
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
            <ul className="resource-grid">
              {group.resources.map((resource) => (
                <li key={resource.id}>
                  <ResourceCard resource={resource} maxTags={3} />
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
  // React Router hands the id over URL-decoded; fetchMajor encodes it again for the request.
  const { majorId = '' } = useParams();
  const load = useLoad(majorId, (signal) => fetchMajor(majorId, signal));
  return (
    <div className="container page major">
      <BackLink to="/majors">All majors</BackLink>
      {load.status === 'loading' ? <Spinner block label="Loading major" /> : null}
      {load.status === 'error' && isNotFound(load.error) ? <MajorNotFound /> : null}
      {load.status === 'error' && !isNotFound(load.error) ? (
        <LoadError
          title="Error Loading Major Details"
          message={errorMessage(load.error, 'Failed to load this major')}
        />
      ) : null}
      {load.status === 'loaded' ? <MajorDetail {...load.data} /> : null}
    </div>
  );
}
