// 404 screen for any path no route claims.
import { Link } from 'react-router';
import { ErrorState } from '@quadkit/core/ui/error-state';

export function NotFoundPage() {
  return (
    <div className="container page">
      <title>Page not found – Quadkit</title>
      <meta name="robots" content="noindex" />
      <ErrorState
        headingLevel={1}
        title="Page not found"
        message="The page you are looking for does not exist or has moved."
        action={
          <Link to="/" className="btn btn--primary">
            Back to home
          </Link>
        }
      />
    </div>
  );
}
