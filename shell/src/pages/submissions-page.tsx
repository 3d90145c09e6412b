// /submissions: the signed-in user's own submissions from each feature (posts, resource suggestions), with
// their status. Linked from the dashboard; kept out of search engines.
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { SignInRequired } from '@quadkit/core/ui/sign-in-required';
import { slotTitle } from '@quadkit/core/ui/slot-title';
import { submissionLists } from '../app/submission-lists';
import { SlotPanel } from './slot-panel';
import './slot-page.css';

export function SubmissionsPage() {
  const user = useAtomValue(sessionUserAtom);
  const locale = useLocale();
  return (
    <div className="container page slot-page">
      <title>My Submissions – Quadkit</title>
      <meta name="robots" content="noindex" />
      <Link to="/dashboard" className="slot-page__back">
        ← Back to dashboard
      </Link>
      <h1 className="slot-page__title">My Submissions</h1>
      {user ? (
        submissionLists
          .toSorted((a, b) => a.order - b.order)
          .map(({ id, title, Component }) => (
            <SlotPanel key={id} id={id} title={slotTitle(title, locale)}>
              <Component user={user} />
            </SlotPanel>
          ))
      ) : (
        <SignInRequired
          title="Sign in to see your submissions"
          message="Your bulletin posts and resource suggestions, with their review status, are listed here once you sign in."
        />
      )}
    </div>
  );
}
