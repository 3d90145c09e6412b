// /submissions: the signed-in user's own submissions from each feature (posts, resource suggestions), with
// their status. Linked from the dashboard; kept out of search engines.
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { SignInRequired } from '@quadkit/core/ui/sign-in-required';
import { Spinner } from '@quadkit/core/ui/spinner';
import { submissionLists } from '../app/submission-lists';
import './slot-page.css';

export function SubmissionsPage() {
  const user = useAtomValue(sessionUserAtom);
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
            <section key={id} id={id} className="slot-page__panel" aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`} className="slot-page__heading">
                {title}
              </h2>
              <Suspense fallback={<Spinner block label={`Loading ${title}`} />}>
                <Component user={user} />
              </Suspense>
            </section>
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
