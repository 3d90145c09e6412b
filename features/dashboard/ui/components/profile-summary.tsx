// The dashboard's top card: avatar (with upload), e-mail, 'study level · major' or 'Complete your profile', 'Finish
// setting up' (reopens onboarding) while the profile is not onboarded, and the three shortcuts of the spec: Create
// Toolkit, Submit Article, Explore Resources (plus Admin, the review queues at /admin, for admins).
import { Link } from 'react-router';
import type { SessionUser } from '@quadkit/core/ui/session-atoms';
import { openOnboarding } from '@quadkit/core/ui/session-events';
import type { Profile } from '../../shared/profile';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useProfileLabels } from '../profile-labels';
import { dashboardMessages } from '../screens/dashboard.messages';
import { UserAvatar } from '../user-avatar';
import { AvatarUpload } from './avatar-upload';
import { EmailText } from './email-text';

interface ProfileSummaryProps {
  user: SessionUser;
  profile: Profile;
}

export function ProfileSummary({ user, profile }: ProfileSummaryProps) {
  const t = useMessages(dashboardMessages);
  const line = useProfileLabels().line(profile);
  return (
    <section className="card dashboard-card dashboard-summary" aria-label={t('yourProfile')}>
      <div className="dashboard-summary__avatar">
        <UserAvatar email={user.email} avatarUrl={profile.avatar_url} size="large" />
        <AvatarUpload />
      </div>
      <div className="dashboard-summary__who">
        <p className="dashboard-summary__email">
          <EmailText email={user.email} />
        </p>
        {line ? (
          <p className="dashboard-summary__line">{line}</p>
        ) : (
          <p className="dashboard-summary__line dashboard-summary__line--empty">{t('completeProfile')}</p>
        )}
        {profile.onboarded ? null : (
          // Closed the wizard before 'Get Started': the way back to it, until it is finished.
          <button type="button" className="btn btn--secondary btn--small" onClick={openOnboarding}>
            {t('finishSetup')}
          </button>
        )}
        {profile.graduation_year ? (
          <p className="dashboard-summary__meta">{t('classOf', { year: profile.graduation_year })}</p>
        ) : null}
        {user.isAdmin ? <span className="tag dashboard-summary__admin">{t('admin')}</span> : null}
      </div>
      <nav className="dashboard-summary__actions" aria-label={t('shortcuts')}>
        <Link to="/dashboard/create-toolkit" className="btn btn--primary">
          {t('createToolkit')}
        </Link>
        <Link to="/bulletin-board/submit" className="btn btn--secondary">
          {t('submitArticle')}
        </Link>
        <Link to="/browse" className="btn btn--secondary">
          {t('explore')}
        </Link>
        {user.isAdmin ? (
          <Link to="/admin" className="btn btn--secondary">
            {t('admin')}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
