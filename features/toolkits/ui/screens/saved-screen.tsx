// /saved ('Saved Resources', kept out of search engines): a sign-in prompt when signed out; signed in, the
// user's saved resources and toolkits, newest first, reloaded on every visit.
import { SignInRequired } from '@quadkit/core/ui/sign-in-required';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { Spinner } from '@quadkit/core/ui/spinner';
import { savedListAtom } from '../bookmarks/bookmark-atoms';
import { loadBookmarksAtom } from '../bookmarks/bookmark-load';
import { SavedCard } from './saved-card';
import '../components/toolkit-card.css';
import './saved.css';
import './toolkits.css';

function SavedList() {
  const list = useAtomValue(savedListAtom);
  const load = useSetAtom(loadBookmarksAtom);

  useEffect(() => {
    void load();
  }, [load]);

  if (list.status === 'error') {
    return <ErrorState title="Couldn't load your saved resources" message={list.message} onRetry={() => void load()} />;
  }
  if (!list.loaded) return <Spinner block label="Loading saved resources" />;
  if (list.bookmarks.length === 0) {
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
      {list.bookmarks.map((bookmark) => (
        <li key={`${bookmark.type}:${bookmark.resourceId}`}>
          <SavedCard bookmark={bookmark} />
        </li>
      ))}
    </ul>
  );
}

export function SavedScreen() {
  const user = useAtomValue(sessionUserAtom);
  const count = useAtomValue(savedListAtom);
  const total = user && count.loaded && count.status !== 'error' ? count.bookmarks.length : null;

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
