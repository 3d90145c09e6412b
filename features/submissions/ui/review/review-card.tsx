// One pending suggestion for review: every field editable, tags chosen from the spec's list (or typed),
// then Approve (publishes with the edits) or Reject (with a reason the submitter will see). A suggestion that looks
// like a catalog resource or an earlier suggestion says so, with one-click 'Reject as duplicate'.
import { useId, useState } from 'react';
import { SEARCH_TAG_FILTERS, HIGHLIGHT_TAGS } from '@quadkit/core/catalog/tags';
import { fieldErrorsOf } from '@quadkit/core/ui/api-client';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useToast } from '@quadkit/core/ui/toasts';
import { formatDateTime } from '@quadkit/core/ui/i18n/format-date-time';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useKnownText } from '@quadkit/core/ui/i18n/use-known-text';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { Link } from 'react-router';
import { duplicateRejectReason } from '../../shared/possible-duplicate';
import { SUBMISSION_CATEGORIES, type SubmissionCategory } from '../../shared/submission-input';
import { submissionsClient } from '../data/client';
import { ruleMessages } from '../../shared/rules.messages';
import type { PendingSubmission } from './pending';
import { reviewMessages } from './review.messages';
import { Field } from '@quadkit/core/ui/text-field';

const TAG_CHOICES = [...HIGHLIGHT_TAGS, ...SEARCH_TAG_FILTERS];

interface Props {
  submission: PendingSubmission;
  onDecided: () => void;
}

export function ReviewCard({ submission, onDecided }: Props) {
  const id = useId();
  const toast = useToast();
  const t = useMessages(reviewMessages);
  const rule = useMessages(ruleMessages);
  // The rules' messages the API sends back, in the reader's language.
  const known = useKnownText(ruleMessages);
  const locale = useLocale();
  const taxonomy = useTaxonomyName();
  const [name, setName] = useState(submission.name);
  const [url, setUrl] = useState(submission.url);
  const [description, setDescription] = useState(submission.description);
  const [category, setCategory] = useState(submission.category as SubmissionCategory);
  const [tags, setTags] = useState<string[]>(submission.tags);
  // Written by the reviewer for this resource; empty keeps the category's general text on its page.
  const [access, setAccess] = useState('');
  const [about, setAbout] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const client = submissionsClient();
  const param = { id: submission.id };

  const decide = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setErrors({});
    try {
      await action();
      toast.success(done);
      onDecided();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast.error(known(messageOf(error, rule('error'))));
      setBusy(false);
    }
  };
  const approve = () =>
    decide(
      () =>
        unwrap(
          client.admin['resource-submissions'][':id'].approve.$post({
            param,
            json: {
              name,
              url,
              description,
              category,
              tags,
              // One step a line; the API trims them and drops blank lines.
              access: access.split('\n'),
              about,
            },
          }),
        ),
      t('approved', { name }),
    );
  const reject = (why = reason) =>
    decide(
      () => unwrap(client.admin['resource-submissions'][':id'].reject.$post({ param, json: { reason: why } })),
      t('rejected', { name: submission.name }),
    );
  const duplicate = submission.possibleDuplicate;
  const toggleTag = (tag: string) => setTags((t) => (t.includes(tag) ? t.filter((x) => x !== tag) : [...t, tag]));
  const err = (field: string) => (errors[field] ? <p className="field__error">{known(errors[field])}</p> : null);

  return (
    <article className="review-card" aria-label={t('cardLabel', { name: submission.name })}>
      <p className="review-card__meta">
        {t('submitted', { date: formatDateTime(locale, submission.createdAt) })}
        {submission.email ? ` · ${submission.email}` : ''}
      </p>
      {duplicate ? (
        <div className="review-card__duplicate" role="note">
          <p>
            {t('duplicateOf')}
            {duplicate.resourceId ? (
              <Link to={`/resource/${encodeURIComponent(duplicate.resourceId)}`}>{duplicate.title}</Link>
            ) : (
              <strong>{duplicate.title}</strong>
            )}
            {t(duplicate.where === 'catalog' ? 'inCatalog' : 'pending')}
            <a href={duplicate.url} target="_blank" rel="noopener noreferrer">
              {duplicate.url}
            </a>
          </p>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={busy}
            onClick={() => void reject(duplicateRejectReason(duplicate))}
          >
            {t('rejectDuplicate')}
          </button>
        </div>
      ) : null}
      <Field id={`${id}-name`} label={t('nameLabel')}>
        <input id={`${id}-name`} className="input" value={name} onChange={(e) => setName(e.target.value)} />
        {err('name')}
      </Field>
      <Field id={`${id}-url`} label={t('urlLabel')}>
        <input id={`${id}-url`} className="input" type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
        {err('url')}
      </Field>
      <Field id={`${id}-description`} label={t('descriptionLabel')}>
        <textarea
          id={`${id}-description`}
          className="input review-card__textarea"
          lang="en"
          rows={4}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        {err('description')}
      </Field>
      <Field id={`${id}-access`} label={t('accessLabel')}>
        <textarea
          id={`${id}-access`}
          className="input review-card__textarea"
          rows={3}
          placeholder={t('accessPlaceholder')}
          value={access}
          onChange={(e) => setAccess(e.target.value)}
        />
        {err('access')}
      </Field>
      <Field id={`${id}-about`} label={t('aboutLabel')}>
        <textarea
          id={`${id}-about`}
          className="input review-card__textarea"
          rows={2}
          value={about}
          onChange={(e) => setAbout(e.target.value)}
        />
        {err('about')}
      </Field>
      <Field id={`${id}-category`} label={t('categoryLabel')}>
        <select
          id={`${id}-category`}
          className="input"
          value={category}
          onChange={(e) => setCategory(e.target.value as SubmissionCategory)}
        >
          {SUBMISSION_CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {taxonomy('category', c.name)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="review-card__tags">
        <legend className="field__label">{t('tagsLabel')}</legend>
        {TAG_CHOICES.map((tag) => (
          <label key={tag} className="review-card__tag">
            <input type="checkbox" checked={tags.includes(tag)} onChange={() => toggleTag(tag)} />{' '}
            {taxonomy('tag', tag)}
          </label>
        ))}
        {err('tags')}
      </fieldset>
      <div className="review-card__actions">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void approve()}>
          {t('approve')}
        </button>
        <div className="field review-card__reason">
          <label className="field__label" htmlFor={`${id}-reason`}>
            {t('reasonLabel')}
          </label>
          <input id={`${id}-reason`} className="input" value={reason} onChange={(e) => setReason(e.target.value)} />
          {err('reason')}
        </div>
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void reject()}>
          {t('reject')}
        </button>
      </div>
    </article>
  );
}
