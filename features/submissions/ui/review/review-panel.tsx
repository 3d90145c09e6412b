// The admin panel 'Resource submissions awaiting review': every pending suggestion as an editable card
// (all fields, tags) with Approve and Reject (with a reason). Loading, error and empty states.
import { useCallback, useEffect, useState } from 'react';
import type { AdminPanelProps } from '@quadkit/core/ui/admin-panels';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { Spinner } from '@quadkit/core/ui/spinner';
import { SUBMISSION_MESSAGES } from '../../shared/submission-input';
import { loadQueue, type PendingSubmission } from './pending';
import { ReviewCard } from './review-card';
import './review.css';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; items: PendingSubmission[] };

export function ReviewPanel(_props: AdminPanelProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    loadQueue().then(
      (body) => setState({ status: 'loaded', items: body.submissions }),
      (error: unknown) => setState({ status: 'error', message: messageOf(error, SUBMISSION_MESSAGES.fetchError) }),
    );
  }, []);
  useEffect(reload, [reload]);

  if (state.status === 'loading') return <Spinner block label="Loading submissions" />;
  if (state.status === 'error') {
    return (
      <ErrorState
        title="Couldn't load submissions"
        message={state.message}
        action={
          <button type="button" className="btn btn--primary" onClick={reload}>
            Try Again
          </button>
        }
      />
    );
  }
  if (state.items.length === 0) {
    return (
      <EmptyState
        title="No submissions to review"
        message="New resource suggestions will appear here."
        headingLevel={3}
      />
    );
  }
  const decided = (id: string) =>
    setState((s) => (s.status === 'loaded' ? { ...s, items: s.items.filter((item) => item.id !== id) } : s));
  return (
    <ul className="review-list" aria-label="Pending resource submissions">
      {state.items.map((item) => (
        <li key={item.id}>
          <ReviewCard submission={item} onDecided={() => decided(item.id)} />
        </li>
      ))}
    </ul>
  );
}
