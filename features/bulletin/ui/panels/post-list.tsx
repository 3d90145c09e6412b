// The user's posts as a list: title (linked once published), date, status badge, the rejection reason, and
// 'Delete' for a pending post. Shared by /submissions and the dashboard panel.
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDay } from '@quadkit/core/shared/i18n/format';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { deletePost, type MyPost } from '../data/client';
import { StatusBadge } from '@quadkit/core/ui/status-badge';
import { postsMessages } from './posts.messages';
import '@quadkit/core/ui/layout.css';
import './post-list.css';

function PostRow({ post, onChanged }: { post: MyPost; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useMessages(postsMessages);
  const locale = useLocale();
  const remove = async () => {
    if (!window.confirm(t('confirmDelete'))) return;
    setBusy(true);
    setError(null);
    try {
      await deletePost(post.id);
      onChanged();
    } catch (failure) {
      setError(messageOf(failure, t('deleteFailed')));
      setBusy(false);
    }
  };
  return (
    <li className="post-list__item">
      <div className="post-list__main">
        {post.status === 'approved' ? (
          <Link to={`/bulletin/${post.id}`} className="post-list__title">
            {post.title}
          </Link>
        ) : (
          <span className="post-list__title">{post.title}</span>
        )}
        <span className="post-list__date">
          {t('submitted', { date: formatDay(locale, new Date(post.createdAt).toISOString(), 'short') })}
        </span>
        {post.status === 'rejected' && post.reason ? (
          <span className="post-list__reason">{t('reason', { reason: post.reason })}</span>
        ) : null}
        {error ? (
          <span className="field__error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
      <div className="post-list__side">
        <StatusBadge status={post.status} />
        {post.status === 'pending' ? (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={busy}
            onClick={() => void remove()}
            aria-label={t('deleteLabel', { title: post.title })}
          >
            {busy ? t('deleting') : t('delete')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

export function PostList({ posts, onChanged }: { posts: readonly MyPost[]; onChanged: () => void }) {
  const t = useMessages(postsMessages);
  return (
    <ul className="stack-list" aria-label={t('listLabel')}>
      {posts.map((post) => (
        <PostRow key={post.id} post={post} onChanged={onChanged} />
      ))}
    </ul>
  );
}
