// /submit: the Submit a Resource form (docs/product.md#rules-and-messages). Anyone may suggest; a signed-in user is linked by the
// API. The spec's success and error texts show in a banner above the form.
import { Link } from 'react-router';
import { SUBMISSION_CATEGORIES, SUBMISSION_LIMITS, SUBMISSION_MESSAGES } from '../../shared/submission-input';
import type { PossibleDuplicate } from '../../shared/possible-duplicate';
import { useSubmitForm } from './use-submit-form';
import { Field } from '@quadkit/core/ui/text-field';
import '@quadkit/core/ui/fields.css';
import './submit.css';

/** 'This looks like Desmos, already in our catalog', the title linking to its page; the reviewer will decide. */
function LooksLike({ duplicate }: { duplicate: PossibleDuplicate }) {
  return (
    <p className="submit-page__duplicate">
      This looks like{' '}
      {duplicate.resourceId ? (
        <Link to={`/resource/${encodeURIComponent(duplicate.resourceId)}`}>{duplicate.title}</Link>
      ) : (
        duplicate.title
      )}
      {duplicate.where === 'catalog' ? ', already in our catalog.' : ', already suggested and waiting for review.'} A
      reviewer will check that yours is something else before publishing it.
    </p>
  );
}

export function SubmitScreen() {
  const { values, errors, outcome, busy, change, submit } = useSubmitForm();
  const describedBy = (field: string, hint?: string) =>
    [errors[field] ? `submit-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  const error = (field: string) =>
    errors[field] ? (
      <p id={`submit-${field}-error`} className="field__error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="container page submit-page">
      <title>Submit a Resource – Quadkit</title>
      <meta name="description" content="Suggest a free tool, discount or guide for students to add to Quadkit." />
      <h1 className="submit-page__title">Submit a Resource</h1>
      <p className="submit-page__lead">
        Know a tool, discount or guide other students should have? Tell us; every suggestion is reviewed before it is
        published.
      </p>
      {outcome?.kind === 'success' ? (
        <div className="submit-page__banner submit-page__banner--success" role="status">
          <p>{SUBMISSION_MESSAGES.success}</p>
          {outcome.possibleDuplicate ? <LooksLike duplicate={outcome.possibleDuplicate} /> : null}
        </div>
      ) : null}
      {outcome?.kind === 'error' ? (
        <p className="submit-page__banner submit-page__banner--error" role="alert">
          {outcome.message}
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
        <Field id="submit-name" label="Resource Name">
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
        <Field id="submit-url" label="Website URL">
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
        <Field id="submit-description" label="Description">
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
        <Field id="submit-category" label="Category">
          <select
            id="submit-category"
            className="input"
            required
            value={values.category}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describedBy('category')}
            onChange={(e) => change('category', e.target.value)}
          >
            <option value="">Select a category</option>
            {SUBMISSION_CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
          {error('category')}
        </Field>
        <Field id="submit-email" label="Email (optional)">
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
            {SUBMISSION_MESSAGES.emailHint}
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
          {busy ? 'Submitting…' : 'Submit Resource'}
        </button>
      </form>
      <p className="submit-page__foot">
        Signed in? Follow your suggestions under <Link to="/submissions">My Submissions</Link>.
      </p>
    </div>
  );
}
