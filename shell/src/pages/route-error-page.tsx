// Error boundary for every route: a thrown render error or a lazy chunk that failed to download lands here.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { pageTitle } from '@quadkit/core/shared/page-head';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { pagesMessages } from './messages';
import { NotFoundPage } from './not-found-page';

export function RouteErrorPage() {
  const error = useRouteError();
  const t = useMessages(pagesMessages);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  console.error(error);
  return (
    <div className="container page">
      <title>{pageTitle(t('errorTitle'))}</title>
      <ErrorState
        headingLevel={1}
        title={t('errorTitle')}
        message={t('errorMessage')}
        action={
          // A full reload also picks up a newer deployment when an old chunk has been replaced.
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {t('errorRetry')}
          </button>
        }
      />
    </div>
  );
}
