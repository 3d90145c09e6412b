// The user's posts as a list: title (linked once published), date, status badge, the rejection reason, and
// 'Delete' for a pending post. Shared by /submissions and the dashboard panel.
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { deletePost, type MyPost } from '../data/client';
import { StatusBadge } from '@quadkit/core/ui/status-badge';
import '@quadkit/core/ui/layout.css';
import './post-list.css';

const shortDate = (value: string | Date) =>
  new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function PostRow({ post, onChanged }: { post: MyPost; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    if (!window.confirm('Delete this pending post?')) return;
    setBusy(true);
    setError(null);
    try {
      await deletePost(post.id);
      onChanged();
    } catch (failure) {
      setError(messageOf(failure, 'Failed to delete the post'));
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
        <span className="post-list__date">Submitted {shortDate(post.createdAt)}</span>
        {post.status === 'rejected' && post.reason ? (
          <span className="post-list__reason">Reason: {post.reason}</span>
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
            aria-label={`Delete ${post.title}`}
          >
            {busy ? 'Deleting…' : 'Delete'}
          </button>
        ) : null}
      </div>
    </li>
  );
}

export function PostList({ posts, onChanged }: { posts: readonly MyPost[]; onChanged: () => void }) {
  return (
    <ul className="stack-list" aria-label="My bulletin board posts">
      {posts.map((post) => (
        <PostRow key={post.id} post={post} onChanged={onChanged} />
      ))}
    </ul>
  );
}
