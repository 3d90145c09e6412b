// Full-width message for a failed or missing page: heading, optional explanation and one way forward.
import { useId, type ReactNode } from 'react';
import { useMessages } from './i18n/use-messages';
import { coreMessages } from './messages';
import './primitives.css';

interface ErrorStateProps {
  title: string;
  message?: ReactNode;
  /** A link or button that gets the visitor unstuck. */
  action?: ReactNode;
  /** Draws the 'Try Again' button (a route's `revalidate()`, a slot's `reload()`). */
  onRetry?: () => void;
  /** h1 when the state replaces a whole screen, h2 inside one. */
  headingLevel?: 1 | 2;
}

export function ErrorState({ title, message, action, onRetry, headingLevel = 2 }: ErrorStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const titleId = useId();
  const t = useMessages(coreMessages);
  return (
    <section className="state state--error" aria-labelledby={titleId}>
      <span className="state__badge" aria-hidden="true">
        !
      </span>
      <Heading id={titleId} className="state__title">
        {title}
      </Heading>
      {message ? <p className="state__message">{message}</p> : null}
      {action || onRetry ? (
        <div className="state__action">
          {onRetry ? (
            <button type="button" className="btn btn--primary" onClick={onRetry}>
              {t('tryAgain')}
            </button>
          ) : null}
          {action}
        </div>
      ) : null}
    </section>
  );
}
