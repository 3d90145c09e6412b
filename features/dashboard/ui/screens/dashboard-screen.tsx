// Profile dashboard (/dashboard, not indexed): the signed-in user's profile, their activity from other
// features' panels, profile editing, study goals and account deletion. Signed out, a prompt to sign in.
import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { openAuthModal } from '@quadkit/core/ui/session-events';
import { Spinner } from '@quadkit/core/ui/spinner';
import { DangerZone } from '../components/danger-zone';
import { EditProfilePanel } from '../components/edit-profile-panel';
import { FeatureCounters, FeatureSections } from '../components/feature-panels';
import { ProfileSummary } from '../components/profile-summary';
import { StudyGoalsPanel } from '../components/study-goals-panel';
import { loadProfileAtom, useProfile } from '../profile-state';
import '@quadkit/core/ui/fields.css';
import './dashboard.css';

function Head() {
  return (
    <>
      <title>Profile Dashboard – Quadkit</title>
      <meta name="robots" content="noindex" />
    </>
  );
}

function SignedOut() {
  return (
    <section className="state dashboard-signed-out" aria-labelledby="dashboard-signed-out-title">
      <span className="state__badge" aria-hidden="true">
        ☺
      </span>
      <h1 id="dashboard-signed-out-title" className="state__title">
        Profile Dashboard
      </h1>
      <p className="state__message">Please sign in to view your profile.</p>
      <div className="state__action">
        <button type="button" className="btn btn--primary" onClick={() => openAuthModal({ mode: 'sign-in' })}>
          Sign In
        </button>
      </div>
    </section>
  );
}

export function DashboardScreen() {
  const user = useAtomValue(sessionUserAtom);
  const state = useProfile();
  const reload = useSetAtom(loadProfileAtom);

  let body: ReactNode;
  if (!user || state.status === 'signed-out') {
    body = <SignedOut />;
  } else if (state.status === 'loading') {
    body = <Spinner block label="Loading your profile" />;
  } else if (state.status === 'error') {
    body = (
      <ErrorState
        headingLevel={1}
        title="Couldn't load your profile"
        message={state.message}
        action={
          <button type="button" className="btn btn--primary" onClick={() => void reload(true)}>
            Try Again
          </button>
        }
      />
    );
  } else {
    const { profile } = state;
    body = (
      <div className="dashboard">
        <h1 className="dashboard__title">Profile Dashboard</h1>
        <ProfileSummary user={user} profile={profile} />
        <FeatureCounters user={user} />
        <div className="dashboard__grid">
          <EditProfilePanel profile={profile} />
          <StudyGoalsPanel profile={profile} />
        </div>
        <FeatureSections user={user} />
        <DangerZone />
      </div>
    );
  }

  return (
    <div className="container page">
      <Head />
      {body}
    </div>
  );
}
