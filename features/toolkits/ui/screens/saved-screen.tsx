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
import { pageTitle } from '@quadkit/core/shared/page-head';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { commonMessages } from '../components/messages';
import { isResolved } from '../bookmarks/saved-items';
import { useSavedList } from '../bookmarks/use-saved';
import { SavedCard } from './saved-card';
import { savedMessages } from './saved-screen.messages';
import '../components/toolkit-card.css';
import './saved.css';
import './toolkits.css';

function SavedList() {
  const list = useSavedList();
  const t = useMessages(savedMessages);
  const common = useMessages(commonMessages);

  if (list?.status === 'error') {
    return <ErrorState title={t('loadFailed')} message={messageOf(list.error)} onRetry={list.reload} />;
  }
  if (list?.status !== 'loaded') return <Spinner block label={t('loading')} />;
  const shown = list.data.filter(isResolved);
  if (shown.length === 0) {
    return (
      <EmptyState
        title={t('emptyTitle')}
        message={t('emptyText')}
        action={
          <Link to="/browse" className="btn btn--primary">
            {common('browse')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="toolkit-grid" aria-label={t('list')}>
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
  const t = useMessages(savedMessages);
  const total = list?.status === 'loaded' ? list.data.filter(isResolved).length : null;

  return (
    <div className="container page saved-page">
      <title>{pageTitle(t('title'))}</title>
      <meta name="robots" content="noindex" />
      <header className="toolkits-page__header">
        <h1 className="toolkits-page__title">{t('title')}</h1>
        {total !== null && total > 0 ? <p className="toolkits-page__lead">{t('count', { count: total })}</p> : null}
      </header>
      {user ? <SavedList key={user.id} /> : <SignInRequired title={t('signInTitle')} message={t('signInText')} />}
    </div>
  );
}
