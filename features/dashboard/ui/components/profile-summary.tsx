// The dashboard's top card: avatar (with upload), e-mail, 'study level · major' or 'Complete your profile', 'Finish
// setting up' (reopens onboarding) while the profile is not onboarded, and the three shortcuts of the spec: Create
// Toolkit, Submit Article, Explore Resources (plus Admin, the review queues at /admin, for admins).
import { Link } from 'react-router';
import type { SessionUser } from '@quadkit/core/ui/session-atoms';
import { openOnboarding } from '@quadkit/core/ui/session-events';
import type { Profile } from '../../shared/profile';
import { profileLine } from '../profile-labels';
import { UserAvatar } from '../user-avatar';
import { AvatarUpload } from './avatar-upload';

interface ProfileSummaryProps {
  user: SessionUser;
  profile: Profile;
}

export function ProfileSummary({ user, profile }: ProfileSummaryProps) {
  const line = profileLine(profile);
  return (
    <section className="card dashboard-card dashboard-summary" aria-label="Your profile">
      <div className="dashboard-summary__avatar">
        <UserAvatar email={user.email} avatarUrl={profile.avatar_url} size="large" />
        <AvatarUpload />
      </div>
      <div className="dashboard-summary__who">
        <p className="dashboard-summary__email">{user.email}</p>
        {line ? (
          <p className="dashboard-summary__line">{line}</p>
        ) : (
          <p className="dashboard-summary__line dashboard-summary__line--empty">Complete your profile</p>
        )}
        {profile.onboarded ? null : (
          // Closed the wizard before 'Get Started': the way back to it, until it is finished.
          <button type="button" className="btn btn--secondary btn--small" onClick={openOnboarding}>
            Finish setting up
          </button>
        )}
        {profile.graduation_year ? <p className="dashboard-summary__meta">Class of {profile.graduation_year}</p> : null}
        {user.isAdmin ? <span className="tag dashboard-summary__admin">Admin</span> : null}
      </div>
      <nav className="dashboard-summary__actions" aria-label="Shortcuts">
        <Link to="/dashboard/create-toolkit" className="btn btn--primary">
          Create Toolkit
        </Link>
        <Link to="/bulletin-board/submit" className="btn btn--secondary">
          Submit Article
        </Link>
        <Link to="/browse" className="btn btn--secondary">
          Explore Resources
        </Link>
        {user.isAdmin ? (
          <Link to="/admin" className="btn btn--secondary">
            Admin
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
