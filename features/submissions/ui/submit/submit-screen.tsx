// /submit: the Submit a Resource form (docs/product.md#rules-and-messages). Anyone may suggest; a signed-in user is linked by the
// API. The spec's success and error texts show in a banner above the form.
import { Link } from 'react-router';
import { pageTitle } from '@quadkit/core/shared/page-head';
import { useKnownText } from '@quadkit/core/ui/i18n/use-known-text';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { SUBMISSION_CATEGORIES, SUBMISSION_LIMITS } from '../../shared/submission-input';
import type { PossibleDuplicate } from '../../shared/possible-duplicate';
import { ruleMessages } from '../../shared/rules.messages';
import { submitMessages } from './submit.messages';
import { useSubmitForm } from './use-submit-form';
import { Field } from '@quadkit/core/ui/text-field';
import '@quadkit/core/ui/fields.css';
import './submit.css';

/** 'This looks like Desmos, already in our catalog', the title linking to its page; the reviewer will decide. */
function LooksLike({ duplicate }: { duplicate: PossibleDuplicate }) {
  const t = useMessages(submitMessages);
  return (
    <p className="submit-page__duplicate">
      {t('looksLike')}
      {duplicate.resourceId ? (
        <Link to={`/resource/${encodeURIComponent(duplicate.resourceId)}`} lang="en">
          {duplicate.title}
        </Link>
      ) : (
        <span lang="en">{duplicate.title}</span>
      )}
      {t(duplicate.where === 'catalog' ? 'inCatalog' : 'pending')}
      {t('reviewer')}
    </p>
  );
}

export function SubmitScreen() {
  const { values, errors, outcome, busy, change, submit } = useSubmitForm();
  const t = useMessages(submitMessages);
  const rule = useMessages(ruleMessages);
  // The rules' messages (checked in the browser, or sent back by the API) in the reader's language.
  const known = useKnownText(ruleMessages);
  const name = useTaxonomyName();
  const describedBy = (field: string, hint?: string) =>
    [errors[field] ? `submit-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  const error = (field: string) =>
    errors[field] ? (
      <p id={`submit-${field}-error`} className="field__error">
        {known(errors[field])}
      </p>
    ) : null;

  return (
    <div className="container page submit-page">
      <title>{pageTitle(t('title'))}</title>
      <meta name="description" content={t('description')} />
      <h1 className="submit-page__title">{t('title')}</h1>
      <p className="submit-page__lead">{t('lead')}</p>
      {outcome?.kind === 'success' ? (
        <div className="submit-page__banner submit-page__banner--success" role="status">
          <p>{rule('success')}</p>
          {outcome.possibleDuplicate ? <LooksLike duplicate={outcome.possibleDuplicate} /> : null}
        </div>
      ) : null}
      {outcome?.kind === 'error' ? (
        <p className="submit-page__banner submit-page__banner--error" role="alert">
          {known(outcome.message)}
        </p>
      ) : null}
      <form
        className="submit-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field id="submit-name" label={t('nameLabel')}>
          <input
            id="submit-name"
            className="input"
            required
            maxLength={SUBMISSION_LIMITS.name.max}
            value={values.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            onChange={(e) => change('name', e.target.value)}
          />
          {error('name')}
        </Field>
        <Field id="submit-url" label={t('urlLabel')}>
          <input
            id="submit-url"
            className="input"
            type="url"
            required
            placeholder="https://"
            maxLength={SUBMISSION_LIMITS.url.max}
            value={values.url}
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={describedBy('url')}
            onChange={(e) => change('url', e.target.value)}
          />
          {error('url')}
        </Field>
        <Field id="submit-description" label={t('descriptionLabel')}>
          <textarea
            id="submit-description"
            className="input submit-form__textarea"
            rows={4}
            required
            maxLength={SUBMISSION_LIMITS.description.max}
            value={values.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy('description')}
            onChange={(e) => change('description', e.target.value)}
          />
          {error('description')}
        </Field>
        <Field id="submit-category" label={t('categoryLabel')}>
          <select
            id="submit-category"
            className="input"
            required
            value={values.category}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describedBy('category')}
            onChange={(e) => change('category', e.target.value)}
          >
            <option value="">{t('chooseCategory')}</option>
            {SUBMISSION_CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {name('category', c.name)}
              </option>
            ))}
          </select>
          {error('category')}
        </Field>
        <Field id="submit-email" label={t('emailLabel')}>
          <input
            id="submit-email"
            className="input"
            type="email"
            autoComplete="email"
            value={values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email', 'submit-email-hint')}
            onChange={(e) => change('email', e.target.value)}
          />
          <p id="submit-email-hint" className="field__hint">
            {rule('emailHint')}
          </p>
          {error('email')}
        </Field>
        {/* Honeypot: off-screen and skipped by keyboard and screen readers; only bots fill it in. */}
        <div className="submit-form__trap" aria-hidden="true">
          <label htmlFor="submit-website">Website</label>
          <input
            id="submit-website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => change('website', e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('submitting') : t('submit')}
        </button>
      </form>
      <p className="submit-page__foot">
        {t('footBefore')}
        <Link to="/submissions">{t('footLink')}</Link>
        {t('footAfter')}
      </p>
    </div>
  );
}
