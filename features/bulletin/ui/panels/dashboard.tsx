// The dashboard's Submissions counter and 'My Bulletin Board Posts' (the first 5, then 'View All
// Submissions (n)' to /submissions when there are more), from one load of the user's posts.
import { Link } from 'react-router';
import type { DashboardPanelProps } from '@quadkit/core/ui/dashboard-panels';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { Spinner } from '@quadkit/core/ui/spinner';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { formatNumber } from '@quadkit/core/shared/i18n/format';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useKnownText } from '@quadkit/core/ui/i18n/use-known-text';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { ruleMessages } from '../rules.messages';
import { useMyPosts } from '../data/my-posts';
import { PostList } from './post-list';
import { postsMessages } from './posts.messages';

/** docs/product.md#limits: the dashboard shows 5 submissions, with the link above 5. */
const SHOWN = 5;

export function SubmissionsCount({ user }: DashboardPanelProps) {
  const state = useMyPosts(user.id);
  const t = useMessages(postsMessages);
  const locale = useLocale();
  if (state.status === 'error') return <span title={t('countFailed')}>–</span>;
  if (state.status !== 'loaded') {
    return (
      <span aria-busy="true">
        …<span className="visually-hidden">{t('loading')}</span>
      </span>
    );
  }
  return <>{formatNumber(locale, state.data.total)}</>;
}

export function MyPostsPanel({ user }: DashboardPanelProps) {
  const state = useMyPosts(user.id);
  const t = useMessages(postsMessages);
  const rule = useMessages(ruleMessages);
  const known = useKnownText(ruleMessages);
  const locale = useLocale();
  if (state.status === 'loading') return <Spinner label={t('loadingPosts')} />;
  if (state.status === 'error') {
    return (
      <p className="field__error" role="alert">
        {known(messageOf(state.error, rule('fetchFailed')))}{' '}
        <button type="button" className="btn btn--secondary btn--small" onClick={state.reload}>
          {t('tryAgain')}
        </button>
      </p>
    );
  }
  const { posts, total } = state.data;
  if (posts.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={t('noPosts')}
        message={t('noPostsMessage')}
        action={
          <Link to="/bulletin-board/submit" className="btn btn--primary">
            {t('submitArticle')}
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
          <Link to="/submissions">{t('viewAll', { count: formatNumber(locale, total) })}</Link>
        </p>
      ) : null}
    </>
  );
}
