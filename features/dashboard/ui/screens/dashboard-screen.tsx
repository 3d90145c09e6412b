// Profile dashboard (/dashboard, not indexed): the signed-in user's profile, their activity from other
// features' panels, profile editing, study goals and account deletion. Signed out, a prompt to sign in.
import { SignInRequired } from '@quadkit/core/ui/sign-in-required';
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { Spinner } from '@quadkit/core/ui/spinner';
import { DangerZone } from '../components/danger-zone';
import { EditProfilePanel } from '../components/edit-profile-panel';
import { LanguagePanel } from '../components/language-panel';
import { FeatureCounters, FeatureSections } from '../components/feature-panels';
import { ProfileSummary } from '../components/profile-summary';
import { StudyGoalsPanel } from '../components/study-goals-panel';
import { useProfile } from '../profile-state';
import { pageTitle } from '@quadkit/core/shared/page-head';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { dashboardMessages } from './dashboard.messages';
import '@quadkit/core/ui/fields.css';
import './dashboard.css';

function Head() {
  const t = useMessages(dashboardMessages);
  return (
    <>
      <title>{pageTitle(t('title'))}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}

export function DashboardScreen() {
  const user = useAtomValue(sessionUserAtom);
  const state = useProfile();
  const t = useMessages(dashboardMessages);

  let body: ReactNode;
  if (!user || state.status === 'signed-out') {
    body = (
      <SignInRequired
        headingLevel={1}
        badge="☺"
        className="dashboard-signed-out"
        title={t('title')}
        message={t('signIn')}
      />
    );
  } else {
    const profile = state.status === 'ready' ? state.profile : null;
    body = (
      <>
        {state.status === 'loading' ? <Spinner block label={t('loading')} /> : null}
        {state.status === 'error' ? (
          <ErrorState
            headingLevel={1}
            title={t('loadError')}
            message={state.message || t('unknownError')}
            onRetry={state.reload}
          />
        ) : null}
        {/* Other features' panels mount with the profile's request, hidden until it answers: their code and reads
            go out beside it rather than after it (far from the database, one round trip less before they show). */}
        <div hidden={!profile}>
          <div className="dashboard">
            {profile ? (
              <>
                <h1 className="dashboard__title">{t('title')}</h1>
                <ProfileSummary user={user} profile={profile} />
              </>
            ) : null}
            <FeatureCounters user={user} />
            {profile ? (
              <div className="dashboard__grid">
                <EditProfilePanel profile={profile} />
                <StudyGoalsPanel profile={profile} />
                <LanguagePanel />
              </div>
            ) : null}
            <FeatureSections user={user} />
            {profile ? <DangerZone /> : null}
          </div>
        </div>
      </>
    );
  }

  return (
    <div className="container page">
      <Head />
      {body}
    </div>
  );
}
