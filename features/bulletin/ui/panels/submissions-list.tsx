// /submissions slot: every bulletin post of the signed-in user with its status; 'Failed to fetch submissions'
// (or the API's message) with Try Again when the list cannot be loaded.
import { Link } from 'react-router';
import type { SubmissionListProps } from '@quadkit/core/ui/submission-lists';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { Spinner } from '@quadkit/core/ui/spinner';
import { POST_MESSAGES } from '../../shared/post-rules';
import { fetchMyPosts } from '../data/client';
import { useLoad } from '../data/use-load';
import { PostList } from './post-list';

export default function BulletinSubmissions({ user }: SubmissionListProps) {
  const { state, reload } = useLoad(fetchMyPosts, POST_MESSAGES.fetchFailed, user.id);
  if (state.status === 'loading') return <Spinner label="Loading your posts" />;
  if (state.status === 'error') {
    return (
      <ErrorState
        title={POST_MESSAGES.fetchFailed}
        message={state.message === POST_MESSAGES.fetchFailed ? undefined : state.message}
        action={
          <button type="button" className="btn btn--primary" onClick={reload}>
            Try Again
          </button>
        }
      />
    );
  }
  if (state.data.posts.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title="No bulletin board posts yet"
        action={
          <Link to="/bulletin-board/submit" className="btn btn--primary">
            Submit an Article
          </Link>
        }
      />
    );
  }
  return <PostList posts={state.data.posts} onChanged={reload} />;
}
