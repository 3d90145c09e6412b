// /toolkit/{id}: the toolkit page, 'Toolkit not found' for a missing (or someone else's private) toolkit, and
// 'Couldn't load any resources' with the error when the load fails. Reports the load to page analytics
// (docs/product.md#behind-the-screens): toolkit_detail_load, or toolkit_detail_error with the failed step.
import { useLayoutEffect } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { trackEvent } from '@quadkit/core/ui/analytics';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { NotFoundState } from '@quadkit/core/ui/not-found-state';
import { TOOLKIT_MESSAGES } from '../../shared/toolkit-messages';
import { CACHE_HIT_MS, type ToolkitDetailLoaderData } from './toolkit-detail-loader';
import { ToolkitDetailView } from './toolkit-detail-view';
import { RouteHead } from '@quadkit/core/ui/route-head';
import { coreMessages } from '@quadkit/core/ui/messages';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { detailMessages } from './toolkit-detail.messages';
import '@quadkit/core/ui/fields.css';
import '../components/toolkit-card.css';
import './toolkit-detail.css';

function useLoadAnalytics(data: ToolkitDetailLoaderData) {
  // Once per load (the loader's answer is a new object each time it runs), reported as the page is drawn.
  useLayoutEffect(() => {
    const { id, toolkit, loadMs } = data;
    if (toolkit.ok) {
      trackEvent('toolkit_detail_load', {
        toolkit_id: id,
        resolved_count: toolkit.data.resources.length,
        load_ms: loadMs,
        cache: loadMs < CACHE_HIT_MS ? 'hit' : 'miss',
      });
    } else {
      const notFound = toolkit.notFound;
      const message = notFound ? TOOLKIT_MESSAGES.notFound : toolkit.message;
      trackEvent('toolkit_detail_error', {
        toolkit_id: id,
        step: notFound ? 'load_toolkit' : 'load_resources',
        message,
      });
    }
  }, [data]);
}

export function ToolkitDetailScreen() {
  const data = useLoaderData<ToolkitDetailLoaderData>();
  const revalidator = useRevalidator();
  const t = useMessages(detailMessages);
  const core = useMessages(coreMessages);
  useLoadAnalytics(data);
  const state = data.toolkit;

  if (state.ok) return <ToolkitDetailView key={state.data.id} toolkit={state.data} share={data.share} />;

  return (
    <div className="container page">
      <RouteHead />
      {state.notFound ? (
        <NotFoundState title={t('notFound')} message={t('notFoundText')} back={{ to: '/', label: t('backHome') }} />
      ) : (
        <ErrorState
          headingLevel={1}
          title={t('loadFailed')}
          message={state.message === detailMessages.en.resourcesFailed ? t('resourcesFailed') : state.message}
          action={
            <div className="toolkit-detail__error-actions">
              <button type="button" className="btn btn--primary" onClick={() => void revalidator.revalidate()}>
                {core('tryAgain')}
              </button>
              {/* The original product's address: the worker sends it on to /browse (a whole page load, on an
                  error's way out). */}
              <Link to="/resources" reloadDocument className="btn btn--secondary">
                {t('browse')}
              </Link>
            </div>
          }
        />
      )}
    </div>
  );
}
