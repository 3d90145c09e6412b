// Error boundary for every route: a thrown render error or a lazy chunk that failed to download lands here.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { NotFoundPage } from './not-found-page';

export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  console.error(error);
  return (
    <div className="container page">
      <title>Something went wrong – Quadkit</title>
      <ErrorState
        headingLevel={1}
        title="Something went wrong"
        message="This page could not be shown. Check your connection and try again."
        action={
          // A full reload also picks up a newer deployment when an old chunk has been replaced.
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            Try again
          </button>
        }
      />
    </div>
  );
}
