// Friendly placeholder for a list or page with nothing to show yet.
import type { ReactNode } from 'react';
import './primitives.css';

interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}

export function EmptyState({ title, message, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="state state--empty">
      <span className="state__badge" aria-hidden="true">
        ∅
      </span>
      <Heading className="state__title">{title}</Heading>
      {message ? <p className="state__message">{message}</p> : null}
      {action ? <div className="state__action">{action}</div> : null}
    </section>
  );
}
