// The 'sign in to see this' state, the one every feature uses: a heading, why, and a Sign In button that opens
// the auth modal (plus any further action a screen offers beside it).
import { type ReactNode, useId } from 'react';
import { useMessages } from './i18n/use-messages';
import { coreMessages } from './messages';
import { openAuthModal } from './session-events';
import './primitives.css';

interface SignInRequiredProps {
  title: string;
  message: string;
  /** Where to go after signing in (e.g. the submit page behind a board button); stays put when absent. */
  redirectTo?: string;
  /** 1 when the state is the whole page (its only heading); 2 under the page's own heading. */
  headingLevel?: 1 | 2;
  badge?: string;
  /** Extra classes for the section and the action row (a screen's own spacing). */
  className?: string;
  actionsClassName?: string;
  /** Actions after Sign In (e.g. 'Go to dashboard'). */
  children?: ReactNode;
}

export function SignInRequired({
  title,
  message,
  redirectTo,
  headingLevel = 2,
  badge = '★',
  className,
  actionsClassName,
  children,
}: SignInRequiredProps) {
  const titleId = useId();
  const t = useMessages(coreMessages);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={className ? `state ${className}` : 'state'} aria-labelledby={titleId}>
      <span className="state__badge" aria-hidden="true">
        {badge}
      </span>
      <Heading id={titleId} className="state__title">
        {title}
      </Heading>
      <p className="state__message">{message}</p>
      <div className={actionsClassName ? `state__action ${actionsClassName}` : 'state__action'}>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => openAuthModal({ mode: 'sign-in', ...(redirectTo ? { redirectTo } : {}) })}
        >
          {t('signIn')}
        </button>
        {children}
      </div>
    </section>
  );
}
