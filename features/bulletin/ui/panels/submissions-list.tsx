// /submissions slot: every bulletin post of the signed-in user with its status; 'Failed to fetch submissions'
// (or the API's message) with Try Again when the list cannot be loaded.
import { Link } from 'react-router';
import type { SubmissionListProps } from '@quadkit/core/ui/submission-lists';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { Spinner } from '@quadkit/core/ui/spinner';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { POST_MESSAGES } from '../../shared/post-rules';
import { useMyPosts } from '../data/my-posts';
import { PostList } from './post-list';

export default function BulletinSubmissions({ user }: SubmissionListProps) {
  const state = useMyPosts(user.id);
  if (state.status === 'loading') return <Spinner label="Loading your posts" />;
  if (state.status === 'error') {
    const message = messageOf(state.error, POST_MESSAGES.fetchFailed);
    return (
      <ErrorState
        title={POST_MESSAGES.fetchFailed}
        message={message === POST_MESSAGES.fetchFailed ? undefined : message}
        onRetry={state.reload}
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
  return <PostList posts={state.data.posts} onChanged={state.reload} />;
}
