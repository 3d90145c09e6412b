// Shown when no resource has the requested id, in the API or in the built-in list.
import { Link } from 'react-router';
import { ErrorState } from '@quadkit/core/ui/error-state';

export function ResourceNotFound() {
  return (
    <div className="container page">
      <title>Resource not found – Quadkit</title>
      <meta name="robots" content="noindex" />
      <ErrorState
        headingLevel={1}
        title="Resource not found"
        message="This resource may have been removed, or the link may be mistyped."
        action={
          <Link to="/" className="btn btn--primary">
            Back to home
          </Link>
        }
      />
    </div>
  );
}
