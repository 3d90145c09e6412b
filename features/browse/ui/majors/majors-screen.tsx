// The majors list (/majors): every major grouped under the 13 fields, with a box to find one by name.
import { useId, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { LoadError } from '../components/load-error';
import { majorPath } from '../components/resource-path';
import type { MajorFieldGroup } from '../data/browse-client';
import type { MajorsLoaderData } from '../data/loaders';
import { RouteHead } from '@quadkit/core/ui/route-head';
import '@quadkit/core/ui/fields.css';
import '../components/screen.css';
import './majors.css';
import { formatNumber } from '@quadkit/core/shared/i18n/format';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { sharedMessages } from '../components/messages';
import { majorsMessages } from './messages';

/** Majors whose English name or shown name contains the text: a student may type either. */
function matching(
  fields: readonly MajorFieldGroup[],
  text: string,
  shownName: (english: string) => string,
): MajorFieldGroup[] {
  const needle = text.trim().toLowerCase();
  const matches = (name: string) =>
    name.toLowerCase().includes(needle) || shownName(name).toLowerCase().includes(needle);
  return fields
    .map((field) => ({ ...field, majors: field.majors.filter((major) => matches(major.name)) }))
    .filter((field) => field.majors.length > 0);
}

function MajorFields({ fields }: { fields: readonly MajorFieldGroup[] }) {
  const [text, setText] = useState('');
  const inputId = useId();
  const t = useMessages(majorsMessages);
  const taxonomy = useTaxonomyName();
  const locale = useLocale();
  const shown = matching(fields, text, (name) => taxonomy('major', name));
  return (
    <>
      <div className="field majors__find">
        <label htmlFor={inputId} className="field__label">
          {t('find')}
        </label>
        <input
          id={inputId}
          className="input"
          type="search"
          placeholder={t('placeholder')}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState title={t('noneTitle')} message={text.trim() ? t('noneFor', { text: text.trim() }) : undefined} />
      ) : (
        <div className="majors__fields">
          {shown.map((field) => (
            <section key={field.id} className="card majors__field" aria-labelledby={`field-${field.id}`}>
              <h2 id={`field-${field.id}`} className="majors__field-title">
                {taxonomy('field', field.name)}
              </h2>
              <ul className="tag-list">
                {field.majors.map((major) => (
                  <li key={major.id}>
                    <Link to={majorPath(major.id)} className="major-link">
                      <span>{taxonomy('major', major.name)}</span>
                      <span className="major-link__count">
                        {formatNumber(locale, major.resourceCount)}
                        <span className="visually-hidden">{t('count', { count: major.resourceCount })}</span>
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
  const t = useMessages(majorsMessages);
  const shared = useMessages(sharedMessages);
  return (
    <div className="container page majors">
      <RouteHead />
      <Link to="/" className="back-link">
        {shared('backHome')}
      </Link>
      <header className="screen-head">
        <h1 className="screen-head__title">{t('title')}</h1>
        <p className="screen-head__lead">{t('lead')}</p>
      </header>
      {load.ok ? (
        <MajorFields fields={load.data.fields} />
      ) : (
        <LoadError title={t('loadError')} message={load.message} />
      )}
    </div>
  );
}
