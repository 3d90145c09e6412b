// The majors list (/majors): every major grouped under the 13 fields, with a box to find one by name.
import { useId, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { BackLink } from '../components/back-link';
import { LoadError } from '../components/load-error';
import { majorPath } from '../components/resource-path';
import type { MajorFieldGroup } from '../data/browse-client';
import type { MajorsLoaderData } from '../data/loaders';
import { RouteHead } from '@quadkit/core/ui/route-head';
import '@quadkit/core/ui/fields.css';
import '../components/screen.css';
import './majors.css';

function matching(fields: readonly MajorFieldGroup[], text: string): MajorFieldGroup[] {
  const needle = text.trim().toLowerCase();
  return fields
    .map((field) => ({ ...field, majors: field.majors.filter((major) => major.name.toLowerCase().includes(needle)) }))
    .filter((field) => field.majors.length > 0);
}

function MajorFields({ fields }: { fields: readonly MajorFieldGroup[] }) {
  const [text, setText] = useState('');
  const inputId = useId();
  const shown = matching(fields, text);
  return (
    <>
      <div className="field majors__find">
        <label htmlFor={inputId} className="field__label">
          Find a major
        </label>
        <input
          id={inputId}
          className="input"
          type="search"
          placeholder="e.g. Biology, Computer Science"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState title="No majors found" message={text.trim() ? `Nothing matches "${text.trim()}".` : undefined} />
      ) : (
        <div className="majors__fields">
          {shown.map((field) => (
            <section key={field.id} className="card majors__field" aria-labelledby={`field-${field.id}`}>
              <h2 id={`field-${field.id}`} className="majors__field-title">
                {field.name}
              </h2>
              <ul className="tag-list">
                {field.majors.map((major) => (
                  <li key={major.id}>
                    <Link to={majorPath(major.id)} className="major-link">
                      <span>{major.name}</span>
                      <span className="major-link__count">
                        {major.resourceCount}
                        <span className="visually-hidden"> resources</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
}

export function MajorsScreen() {
  const load = useLoaderData<MajorsLoaderData>();
  return (
    <div className="container page majors">
      <RouteHead />
      <BackLink to="/">Back to home</BackLink>
      <header className="screen-head">
        <h1 className="screen-head__title">Explore by Major</h1>
        <p className="screen-head__lead">
          Pick your major to see the tools, guides and scholarships students in it find most useful. The number shows
          how many resources each major has.
        </p>
      </header>
      {load.ok ? (
        <MajorFields fields={load.data.fields} />
      ) : (
        <LoadError title="Error Loading Majors" message={load.message} />
      )}
    </div>
  );
}
