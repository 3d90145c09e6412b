// /bulletin-board/submit: signed out, a sign-in prompt and the sign-in dialog; signed in, the post form; after
// sending, the success banner (or the error banner above the form).
import { useAtomValue } from 'jotai';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { openAuthModal } from '@quadkit/core/ui/session-events';
import { SignInRequired } from '@quadkit/core/ui/sign-in-required';
import { pageTitle } from '@quadkit/core/shared/page-head';
import { useKnownText } from '@quadkit/core/ui/i18n/use-known-text';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { BODY_MIN, TAGS_MAX, TITLE_MAX } from '../../shared/post-rules';
import { ruleMessages } from '../rules.messages';
import { submitMessages } from './submit.messages';
import { usePostForm } from './use-post-form';
import { Field } from '@quadkit/core/ui/text-field';
import '@quadkit/core/ui/fields.css';
import './submit.css';

const SUBMIT_PATH = '/bulletin-board/submit';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
}

function PostForm() {
  const form = usePostForm(() => window.scrollTo({ top: 0 }));
  const ids = { title: useId(), body: useId(), tags: useId() };
  const { values, errors, outcome } = form;
  const t = useMessages(submitMessages);
  const rule = useMessages(ruleMessages);
  // The rules' messages (checked in the browser, or sent back by the API) in the reader's language.
  const known = useKnownText(ruleMessages);

  if (outcome.kind === 'success') {
    return (
      <div className="submit__banner submit__banner--success" role="status">
        <p>{rule('submitted')}</p>
        <div className="submit__banner-actions">
          <Link to="/submissions" className="btn btn--primary">
            {t('viewMine')}
          </Link>
          <Link to="/bulletin-board" className="btn btn--secondary">
            {t('back')}
          </Link>
          <button type="button" className="btn btn--secondary" onClick={form.reset}>
            {t('another')}
          </button>
        </div>
      </div>
    );
  }

  const describe = (field: 'title' | 'body' | 'tags') =>
    errors[field] ? `${ids[field]}-error ${ids[field]}-hint` : `${ids[field]}-hint`;

  return (
    <form
      className="submit__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {outcome.kind === 'error' ? (
        <div className="submit__banner submit__banner--error" role="alert">
          {known(outcome.message)}
        </div>
      ) : null}
      <Field id={ids.title} label={t('titleLabel')}>
        <input
          id={ids.title}
          className="input"
          type="text"
          autoComplete="off"
          value={values.title}
          maxLength={TITLE_MAX}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describe('title')}
          onChange={(event) => form.change('title', event.target.value)}
          onBlur={() => form.blur('title')}
        />
        <FieldError id={`${ids.title}-error`} message={errors.title && known(errors.title)} />
        <p id={`${ids.title}-hint`} className="field__hint">
          {values.title.length}/{TITLE_MAX}
          <span className="visually-hidden">{t('characters')}</span>
        </p>
      </Field>
      <Field id={ids.body} label={t('contentLabel')}>
        <textarea
          id={ids.body}
          className="input submit__body"
          rows={12}
          value={values.body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describe('body')}
          onChange={(event) => form.change('body', event.target.value)}
          onBlur={() => form.blur('body')}
        />
        <FieldError id={`${ids.body}-error`} message={errors.body && known(errors.body)} />
        <p id={`${ids.body}-hint`} className="field__hint">
          {t('bodyHint', { count: values.body.length, min: BODY_MIN })}
        </p>
      </Field>
      <Field id={ids.tags} label={t('tagsLabel')}>
        <div className="submit__tags-row">
          <input
            id={ids.tags}
            className="input"
            type="text"
            autoComplete="off"
            placeholder={t('tagsPlaceholder')}
            value={values.tags}
            aria-invalid={errors.tags ? true : undefined}
            aria-describedby={describe('tags')}
            onChange={(event) => form.change('tags', event.target.value)}
          />
          <button type="button" className="btn btn--secondary" onClick={form.autoSuggest}>
            {t('autoSuggest')}
          </button>
        </div>
        <FieldError id={`${ids.tags}-error`} message={errors.tags && known(errors.tags)} />
        <p id={`${ids.tags}-hint`} className="field__hint">
          {t('tagsHint', { max: TAGS_MAX })}
        </p>
      </Field>
      <button type="submit" className="btn btn--primary" disabled={!form.canSubmit}>
        {form.submitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}

export function SubmitScreen() {
  const user = useAtomValue(sessionUserAtom);
  const t = useMessages(submitMessages);
  // Signed out: the sign-in dialog opens on arrival, and brings the visitor back here afterwards.
  useEffect(() => {
    if (!user) openAuthModal({ mode: 'sign-in', redirectTo: SUBMIT_PATH });
  }, [user]);
  return (
    <div className="container page submit">
      <title>{pageTitle(t('title'))}</title>
      <meta name="robots" content="noindex" />
      <Link to="/bulletin-board" className="back-link">
        {t('back')}
      </Link>
      <h1 className="submit__title">{t('title')}</h1>
      <p className="submit__lead">{t('lead')}</p>
      {user ? (
        <PostForm />
      ) : (
        <SignInRequired title={t('signInTitle')} message={t('signInMessage')} redirectTo={SUBMIT_PATH} />
      )}
    </div>
  );
}
