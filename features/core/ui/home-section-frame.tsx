// The frame of a home section (any feature's): a heading row with an optional "view all" link, then the content.
import type { ReactNode } from 'react';
import { SectionHead } from './section-head';
import './home-section-frame.css';

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
        <SectionHead
          id={id}
          title={title}
          lead={lead}
          more={hideTitle ? undefined : more}
          className={hideTitle ? 'visually-hidden' : undefined}
        />
        {children}
      </div>
    </section>
  );
}
