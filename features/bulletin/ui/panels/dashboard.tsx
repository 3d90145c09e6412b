// The dashboard's Submissions counter and 'My Bulletin Board Posts' (the first 5, then 'View All
// Submissions (n)' to /submissions when there are more), from one load of the user's posts.
import { Link } from 'react-router';
import type { DashboardPanelProps } from '@quadkit/core/ui/dashboard-panels';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { Spinner } from '@quadkit/core/ui/spinner';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { POST_MESSAGES } from '../../shared/post-rules';
import { useMyPosts } from '../data/my-posts';
import { PostList } from './post-list';

/** docs/product.md#limits: the dashboard shows 5 submissions, with the link above 5. */
const SHOWN = 5;

export function SubmissionsCount({ user }: DashboardPanelProps) {
  const state = useMyPosts(user.id);
  if (state.status === 'error') return <span title="Could not be loaded">–</span>;
  if (state.status !== 'loaded') {
    return (
      <span aria-busy="true">
        …<span className="visually-hidden">Loading</span>
      </span>
    );
  }
  return <>{state.data.total}</>;
}

export function MyPostsPanel({ user }: DashboardPanelProps) {
  const state = useMyPosts(user.id);
  if (state.status === 'loading') return <Spinner label="Loading your posts" />;
  if (state.status === 'error') {
    return (
      <p className="field__error" role="alert">
        {messageOf(state.error, POST_MESSAGES.fetchFailed)}{' '}
        <button type="button" className="btn btn--secondary btn--small" onClick={state.reload}>
          Try Again
        </button>
      </p>
    );
  }
  const { posts, total } = state.data;
  if (posts.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title="No posts yet"
        message="Share a guide or tip with other students on the bulletin board."
        action={
          <Link to="/bulletin-board/submit" className="btn btn--primary">
            Submit Article
          </Link>
        }
      />
    );
  }
  return (
    <>
      <PostList posts={posts.slice(0, SHOWN)} onChanged={state.reload} />
      {total > SHOWN ? (
        <p className="post-list__footer">
          <Link to="/submissions">View All Submissions ({total})</Link>
        </p>
      ) : null}
    </>
  );
}
