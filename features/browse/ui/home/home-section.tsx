// The frame of a browse home section: a heading with an optional "view all" link, then the content.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import '@quadkit/core/ui/section-head.css';
import './home.css';

interface HomeSectionFrameProps {
  id: string;
  title: string;
  lead?: string;
  more?: { to: string; label: string };
  /** Keeps the heading for screen readers only (the spec's unlabeled block). */
  hideTitle?: boolean;
  children: ReactNode;
}

export function HomeSectionFrame({ id, title, lead, more, hideTitle = false, children }: HomeSectionFrameProps) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="container">
        <div className={hideTitle ? 'visually-hidden' : 'section-head'}>
          <div>
            <h2 id={id} className="section-head__title">
              {title}
            </h2>
            {lead ? <p className="section-head__lead">{lead}</p> : null}
          </div>
          {more && !hideTitle ? (
            <Link to={more.to} className="section-head__more">
              {more.label} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
