// The 'sign in to see this' state: a heading, why, and a Sign In button that opens the auth modal.
import { useId } from 'react';
import { openAuthModal } from './session-events';
import './primitives.css';

interface SignInRequiredProps {
  title: string;
  message: string;
  /** Where to go after signing in (e.g. the submit page behind a board button); stays put when absent. */
  redirectTo?: string;
}

export function SignInRequired({ title, message, redirectTo }: SignInRequiredProps) {
  const titleId = useId();
  return (
    <section className="state" aria-labelledby={titleId}>
      <span className="state__badge" aria-hidden="true">
        ★
      </span>
      <h2 id={titleId} className="state__title">
        {title}
      </h2>
      <p className="state__message">{message}</p>
      <div className="state__action">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => openAuthModal({ mode: 'sign-in', ...(redirectTo ? { redirectTo } : {}) })}
        >
          Sign In
        </button>
      </div>
    </section>
  );
}
