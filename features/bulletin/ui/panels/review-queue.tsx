// /admin panel: pending bulletin posts, oldest first, each shown as it would be published (rendered inert),
// with an optional reason and Approve / Reject. Only admins reach /admin; the API refuses anyone else too.
import { useId, useState } from 'react';
import type { AdminPanelProps } from '@quadkit/core/ui/admin-panels';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { Spinner } from '@quadkit/core/ui/spinner';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { formatDateTime } from '@quadkit/core/ui/i18n/format-date-time';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useKnownText } from '@quadkit/core/ui/i18n/use-known-text';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { REASON_MAX } from '../../shared/post-rules';
import { SafeMarkdown } from '../components/safe-markdown';
import { TagBadges } from '../components/tag-badge';
import { decidePost, fetchQueue, type QueuedPost } from '../data/client';
import { Field } from '@quadkit/core/ui/text-field';
import { reviewQueueMessages } from './review-queue.messages';
import '@quadkit/core/ui/review-card.css';
import '../components/tag-badge.css';
import './post-list.css';
import './review-queue.css';

function QueueItem({ post, onDecided }: { post: QueuedPost; onDecided: () => void }) {
  const reasonId = useId();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useMessages(reviewQueueMessages);
  const locale = useLocale();
  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    setError(null);
    try {
      await decidePost(post.id, decision, reason);
      onDecided();
    } catch (failure) {
      setError(messageOf(failure, t('decisionFailed')));
      setBusy(false);
    }
  };
  return (
    <li className="review-card" aria-label={post.title}>
      <h3 id={titleId} className="review-queue__title" lang="en">
        {post.title}
      </h3>
      <p className="review-card__meta">
        {t('byLine', { email: post.authorEmail, date: formatDateTime(locale, post.createdAt) })}
      </p>
      <TagBadges tags={post.tags} />
      {/* A long body scrolls inside its box: focusable and named by the post's title, so a keyboard can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <section className="review-queue__body" lang="en" aria-labelledby={titleId} tabIndex={0}>
        <SafeMarkdown userContent>{post.body}</SafeMarkdown>
      </section>
      <Field id={reasonId} label={t('reason')}>
        <input
          id={reasonId}
          className="input"
          type="text"
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="review-card__actions">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void decide('approve')}>
          {t('approve')}
        </button>
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void decide('reject')}>
          {t('reject')}
        </button>
      </div>
    </li>
  );
}

export default function ReviewQueue(_: AdminPanelProps) {
  const state = useQuery('bulletin-queue', fetchQueue);
  const t = useMessages(reviewQueueMessages);
  const known = useKnownText(reviewQueueMessages);
  if (state.status === 'loading') return <Spinner label={t('loading')} />;
  if (state.status === 'error') {
    return (
      <ErrorState
        title={t('loadFailed')}
        message={known(messageOf(state.error, t('loadFailed')))}
        onRetry={state.reload}
      />
    );
  }
  if (state.data.length === 0) return <EmptyState headingLevel={3} title={t('empty')} />;
  return (
    <ol className="review-list" aria-label={t('listLabel')}>
      {state.data.map((post) => (
        <QueueItem key={post.id} post={post} onDecided={state.reload} />
      ))}
    </ol>
  );
}
