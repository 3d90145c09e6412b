// One pending suggestion for review: every field editable, tags chosen from the spec's list (or typed),
// then Approve (publishes with the edits) or Reject (with a reason the submitter will see). A suggestion that looks
// like a catalog resource or an earlier suggestion says so, with one-click 'Reject as duplicate'.
import { useId, useState } from 'react';
import { SEARCH_TAG_FILTERS, HIGHLIGHT_TAGS } from '@quadkit/core/catalog/tags';
import { fieldErrorsOf } from '@quadkit/core/ui/api-client';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useToast } from '@quadkit/core/ui/toasts';
import { Link } from 'react-router';
import { duplicateRejectReason } from '../../shared/possible-duplicate';
import { SUBMISSION_CATEGORIES, SUBMISSION_MESSAGES, type SubmissionCategory } from '../../shared/submission-input';
import { submissionsClient } from '../data/client';
import type { PendingSubmission } from './pending';
import { Field } from '@quadkit/core/ui/text-field';

const TAG_CHOICES = [...HIGHLIGHT_TAGS, ...SEARCH_TAG_FILTERS];

interface Props {
  submission: PendingSubmission;
  onDecided: () => void;
}

export function ReviewCard({ submission, onDecided }: Props) {
  const id = useId();
  const toast = useToast();
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
      toast.error(messageOf(error, SUBMISSION_MESSAGES.error));
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
      `Approved "${name}": it is now in the catalog.`,
    );
  const reject = (why = reason) =>
    decide(
      () => unwrap(client.admin['resource-submissions'][':id'].reject.$post({ param, json: { reason: why } })),
      `Rejected "${submission.name}".`,
    );
  const duplicate = submission.possibleDuplicate;
  const toggleTag = (tag: string) => setTags((t) => (t.includes(tag) ? t.filter((x) => x !== tag) : [...t, tag]));
  const err = (field: string) => (errors[field] ? <p className="field__error">{errors[field]}</p> : null);

  return (
    <article className="review-card" aria-label={`Submission ${submission.name}`}>
      <p className="review-card__meta">
        Submitted {new Date(submission.createdAt).toLocaleString()}
        {submission.email ? ` · ${submission.email}` : ''}
      </p>
      {duplicate ? (
        <div className="review-card__duplicate" role="note">
          <p>
            Possible duplicate of{' '}
            {duplicate.resourceId ? (
              <Link to={`/resource/${encodeURIComponent(duplicate.resourceId)}`}>{duplicate.title}</Link>
            ) : (
              <strong>{duplicate.title}</strong>
            )}{' '}
            ({duplicate.where === 'catalog' ? 'in the catalog' : 'suggested earlier, pending'}):{' '}
            <a href={duplicate.url} target="_blank" rel="noopener noreferrer">
              {duplicate.url}
            </a>
          </p>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void reject(duplicateRejectReason(duplicate))}
          >
            Reject as duplicate
          </button>
        </div>
      ) : null}
      <Field id={`${id}-name`} label="Resource Name">
        <input id={`${id}-name`} className="input" value={name} onChange={(e) => setName(e.target.value)} />
        {err('name')}
      </Field>
      <Field id={`${id}-url`} label="Website URL">
        <input id={`${id}-url`} className="input" type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
        {err('url')}
      </Field>
      <Field id={`${id}-description`} label="Description">
        <textarea
          id={`${id}-description`}
          className="input review-card__textarea"
          rows={4}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        {err('description')}
      </Field>
      <Field id={`${id}-access`} label="How to access (one step a line)">
        <textarea
          id={`${id}-access`}
          className="input review-card__textarea"
          rows={3}
          placeholder="Who can get it, what account or proof it needs, the page to start from"
          value={access}
          onChange={(e) => setAccess(e.target.value)}
        />
        {err('access')}
      </Field>
      <Field id={`${id}-about`} label="About (optional: what the description does not say)">
        <textarea
          id={`${id}-about`}
          className="input review-card__textarea"
          rows={2}
          value={about}
          onChange={(e) => setAbout(e.target.value)}
        />
        {err('about')}
      </Field>
      <Field id={`${id}-category`} label="Category">
        <select
          id={`${id}-category`}
          className="input"
          value={category}
          onChange={(e) => setCategory(e.target.value as SubmissionCategory)}
        >
          {SUBMISSION_CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="review-card__tags">
        <legend className="field__label">Tags</legend>
        {TAG_CHOICES.map((tag) => (
          <label key={tag} className="review-card__tag">
            <input type="checkbox" checked={tags.includes(tag)} onChange={() => toggleTag(tag)} /> {tag}
          </label>
        ))}
        {err('tags')}
      </fieldset>
      <div className="review-card__actions">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void approve()}>
          Approve
        </button>
        <div className="field review-card__reason">
          <label className="field__label" htmlFor={`${id}-reason`}>
            Reason for rejection
          </label>
          <input id={`${id}-reason`} className="input" value={reason} onChange={(e) => setReason(e.target.value)} />
          {err('reason')}
        </div>
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void reject()}>
          Reject
        </button>
      </div>
    </article>
  );
}
