// /admin panel: pending bulletin posts, oldest first, each shown as it would be published (rendered inert),
// with an optional reason and Approve / Reject. Only admins reach /admin; the API refuses anyone else too.
import { useId, useState } from 'react';
import type { AdminPanelProps } from '@quadkit/core/ui/admin-panels';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { Spinner } from '@quadkit/core/ui/spinner';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { REASON_MAX } from '../../shared/post-rules';
import { SafeMarkdown } from '../components/safe-markdown';
import { TagBadges } from '../components/tag-badge';
import { decidePost, fetchQueue, type QueuedPost } from '../data/client';
import { Field } from '@quadkit/core/ui/text-field';
import '@quadkit/core/ui/review-card.css';
import '../components/tag-badge.css';
import './post-list.css';
import './review-queue.css';

function QueueItem({ post, onDecided }: { post: QueuedPost; onDecided: () => void }) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    setError(null);
    try {
      await decidePost(post.id, decision, reason);
      onDecided();
    } catch (failure) {
      setError(messageOf(failure, 'The decision could not be saved.'));
      setBusy(false);
    }
  };
  return (
    <li className="review-card" aria-label={post.title}>
      <h3 className="review-queue__title">{post.title}</h3>
      <p className="review-card__meta">
        By {post.authorEmail} · submitted {new Date(post.createdAt).toLocaleString('en-US')}
      </p>
      <TagBadges tags={post.tags} />
      <div className="review-queue__body">
        <SafeMarkdown userContent>{post.body}</SafeMarkdown>
      </div>
      <Field id={reasonId} label="Reason (optional)">
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
          Approve
        </button>
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void decide('reject')}>
          Reject
        </button>
      </div>
    </li>
  );
}

export default function ReviewQueue(_: AdminPanelProps) {
  const state = useQuery('bulletin-queue', fetchQueue);
  if (state.status === 'loading') return <Spinner label="Loading the review queue" />;
  if (state.status === 'error') {
    return (
      <ErrorState
        title="Failed to load the review queue"
        message={messageOf(state.error, 'Failed to load the review queue')}
        onRetry={state.reload}
      />
    );
  }
  if (state.data.length === 0) return <EmptyState headingLevel={3} title="No posts are waiting for review" />;
  return (
    <ol className="review-list" aria-label="Posts awaiting review">
      {state.data.map((post) => (
        <QueueItem key={post.id} post={post} onDecided={state.reload} />
      ))}
    </ol>
  );
}
