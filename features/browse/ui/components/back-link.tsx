// The "← Back" link at the top of a screen.
import { Link } from 'react-router';
import './screen.css';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="back-link">
      <span className="flip-rtl" aria-hidden="true">
        ←
      </span>{' '}
      {children}
    </Link>
  );
}
