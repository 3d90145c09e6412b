// The user's resource suggestions on /submissions: name, category, status badge (pending yellow, approved
// green, rejected red, docs/product.md#my-submissions) and the reviewer's reason; loading, error and empty states.
import { Link } from 'react-router';
import type { SubmissionListProps } from '@quadkit/core/ui/submission-lists';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { Spinner } from '@quadkit/core/ui/spinner';
import { StatusBadge } from '@quadkit/core/ui/status-badge';
import { SUBMISSION_MESSAGES, categoryName } from '../../shared/submission-input';
import { submissionsClient } from '../data/client';
import '@quadkit/core/ui/review-card.css';

const loadMine = () => unwrap(submissionsClient()['resource-submissions'].mine.$get());

export function MyResourceSubmissions({ user }: SubmissionListProps) {
  const state = useQuery(`resource-submissions:${user.id}`, loadMine);

  if (state.status === 'loading') return <Spinner block label="Loading your resource submissions" />;
  if (state.status === 'error') {
    return (
      <ErrorState
        title="Couldn't load your resource submissions"
        message={messageOf(state.error, SUBMISSION_MESSAGES.fetchError)}
        onRetry={state.reload}
      />
    );
  }
  if (state.data.submissions.length === 0) {
    return (
      <EmptyState
        title="No resource submissions yet"
        headingLevel={3}
        action={
          <Link to="/submit" className="btn btn--primary">
            Submit a Resource
          </Link>
        }
      />
    );
  }
  return (
    <ul className="review-list" aria-label="Your resource submissions">
      {state.data.submissions.map((s) => (
        <li key={s.id} className="review-card">
          <p>
            <strong>{s.name}</strong> <StatusBadge status={s.status} />
          </p>
          <p className="review-card__meta">
            {categoryName(s.category)} · {new Date(s.createdAt).toLocaleDateString()}
          </p>
          {s.reason ? <p className="review-card__meta">Reason: {s.reason}</p> : null}
          {s.status === 'approved' && s.resourceId ? (
            <Link to={`/resource/${encodeURIComponent(s.resourceId)}`}>View it in the catalog</Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
