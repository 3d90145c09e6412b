// Whole-screen 'not found' message: its h1, why it may be missing, and one link back (noindex page title too).
import { Link } from 'react-router';
import { ErrorState } from './error-state';

interface NotFoundStateProps {
  title: string;
  message: string;
  back: { to: string; label: string };
  /** Sets '<title> – Quadkit' and noindex; off when the screen around it already does. */
  withHead?: boolean;
}

export function NotFoundState({ title, message, back, withHead = true }: NotFoundStateProps) {
  return (
    <>
      {withHead ? (
        <>
          <title>{`${title} – Quadkit`}</title>
          <meta name="robots" content="noindex" />
        </>
      ) : null}
      <ErrorState
        headingLevel={1}
        title={title}
        message={message}
        action={
          <Link to={back.to} className="btn btn--primary">
            {back.label}
          </Link>
        }
      />
    </>
  );
}
