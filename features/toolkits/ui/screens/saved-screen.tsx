// /saved ('Saved Resources', kept out of search engines): a sign-in prompt when signed out; signed in, the
// user's saved resources and toolkits, newest first, reloaded on every visit.
import { SignInRequired } from '@quadkit/core/ui/sign-in-required';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { Spinner } from '@quadkit/core/ui/spinner';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { isResolved } from '../bookmarks/saved-items';
import { useSavedList } from '../bookmarks/use-saved';
import { SavedCard } from './saved-card';
import '../components/toolkit-card.css';
import './saved.css';
import './toolkits.css';

function SavedList() {
  const list = useSavedList();

  if (list?.status === 'error') {
    return (
      <ErrorState title="Couldn't load your saved resources" message={messageOf(list.error)} onRetry={list.reload} />
    );
  }
  if (list?.status !== 'loaded') return <Spinner block label="Loading saved resources" />;
  const shown = list.data.filter(isResolved);
  if (shown.length === 0) {
    return (
      <EmptyState
        title="No saved resources yet"
        message="Press the bookmark on any resource or toolkit to keep it here."
        action={
          <Link to="/browse" className="btn btn--primary">
            Browse Resources
          </Link>
        }
      />
    );
  }
  return (
    <ul className="toolkit-grid" aria-label="Saved items">
      {shown.map((bookmark) => (
        <li key={`${bookmark.type}:${bookmark.resourceId}`}>
          <SavedCard bookmark={bookmark} />
        </li>
      ))}
    </ul>
  );
}

export function SavedScreen() {
  const user = useAtomValue(sessionUserAtom);
  const list = useSavedList();
  const total = list?.status === 'loaded' ? list.data.filter(isResolved).length : null;

  return (
    <div className="container page saved-page">
      <title>Saved Resources – Quadkit</title>
      <meta name="robots" content="noindex" />
      <header className="toolkits-page__header">
        <h1 className="toolkits-page__title">Saved Resources</h1>
        {total !== null && total > 0 ? (
          <p className="toolkits-page__lead">
            {total} saved {total === 1 ? 'item' : 'items'}, newest first.
          </p>
        ) : null}
      </header>
      {user ? (
        <SavedList key={user.id} />
      ) : (
        <SignInRequired
          title="Sign in to view saved resources"
          message="Create an account or sign in to start saving resources and toolkits."
        />
      )}
    </div>
  );
}
