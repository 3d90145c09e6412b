// /submissions slot: every bulletin post of the signed-in user with its status; 'Failed to fetch submissions'
// (or the API's message) with Try Again when the list cannot be loaded.
import { Link } from 'react-router';
import type { SubmissionListProps } from '@quadkit/core/ui/submission-lists';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { Spinner } from '@quadkit/core/ui/spinner';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useKnownText } from '@quadkit/core/ui/i18n/use-known-text';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { ruleMessages } from '../rules.messages';
import { useMyPosts } from '../data/my-posts';
import { PostList } from './post-list';
import { postsMessages } from './posts.messages';

export default function BulletinSubmissions({ user }: SubmissionListProps) {
  const state = useMyPosts(user.id);
  const t = useMessages(postsMessages);
  const rule = useMessages(ruleMessages);
  const known = useKnownText(ruleMessages);
  if (state.status === 'loading') return <Spinner label={t('loadingPosts')} />;
  if (state.status === 'error') {
    // The API's own message, when it gave one, explains the title.
    const message = known(messageOf(state.error, ''));
    return (
      <ErrorState
        title={rule('fetchFailed')}
        message={message === '' || message === rule('fetchFailed') ? undefined : message}
        onRetry={state.reload}
      />
    );
  }
  if (state.data.posts.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={t('noBoardPosts')}
        action={
          <Link to="/bulletin-board/submit" className="btn btn--primary">
            {t('submitAnArticle')}
          </Link>
        }
      />
    );
  }
  return <PostList posts={state.data.posts} onChanged={state.reload} />;
}
