// A section's heading row (section-head.css): its h2 (labelling the section by `id`) and lead, and an optional
// 'view all' link.
import { Link } from 'react-router';
import './section-head.css';

interface SectionHeadProps {
  id: string;
  title: string;
  lead?: string;
  more?: { to: string; label: string };
  /** `header` where the row heads a section of its own markup, `div` inside a frame. */
  element?: 'header' | 'div';
  /** Replaces `section-head`: `visually-hidden` keeps the heading for screen readers only. */
  className?: string;
}

export function SectionHead({
  id,
  title,
  lead,
  more,
  element: Row = 'div',
  className = 'section-head',
}: SectionHeadProps) {
  return (
    <Row className={className}>
      <div>
        <h2 id={id} className="section-head__title">
          {title}
        </h2>
        {lead ? <p className="section-head__lead">{lead}</p> : null}
      </div>
      {more ? (
        <Link to={more.to} className="section-head__more">
          {`${more.label} `}
          <span className="flip-rtl" aria-hidden="true">
            →
          </span>
        </Link>
      ) : null}
    </Row>
  );
}
