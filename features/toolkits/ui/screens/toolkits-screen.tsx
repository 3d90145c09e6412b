// /toolkits: every public toolkit as a card under 'All Toolkits (n)', then Community Stats; loading,
// error and empty states.
import type { ReactNode } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { formatNumber } from '@quadkit/core/shared/i18n/format';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { commonMessages } from '../components/messages';
import { cardMessages } from '../components/toolkit-card.messages';
import { ToolkitCard } from '../components/toolkit-card';
import { CommunityStats } from './community-stats';
import type { ToolkitsLoaderData } from './toolkits-loader';
import { toolkitsListMessages } from './toolkits-screen.messages';
import { RouteHead } from '@quadkit/core/ui/route-head';
import './toolkits.css';

export function ToolkitsScreen() {
  const state = useLoaderData<ToolkitsLoaderData>();
  const revalidator = useRevalidator();
  const locale = useLocale();
  const t = useMessages(toolkitsListMessages);
  const common = useMessages(commonMessages);
  const card = useMessages(cardMessages);

  let body: ReactNode;
  if (!state.ok) {
    // The loader's own fallback is English (a loader has no reader); the API's messages are shown as they come.
    const message = state.message === cardMessages.en.loadFailed ? card('loadFailed') : state.message;
    body = <ErrorState title={t('loadFailed')} message={message} onRetry={() => void revalidator.revalidate()} />;
  } else if (state.data.length === 0) {
    body = (
      <EmptyState
        title={t('emptyTitle')}
        message={t('emptyText')}
        action={
          <Link to="/browse" className="btn btn--primary">
            {common('browse')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <div className="toolkits-page__layout">
        <ul className="toolkit-grid" aria-label={t('name')}>
          {state.data.map((toolkit) => (
            <li key={toolkit.id}>
              <ToolkitCard toolkit={toolkit} headingLevel={2} />
            </li>
          ))}
        </ul>
        <CommunityStats toolkits={state.data} />
      </div>
    );
  }

  return (
    <div className="container page toolkits-page">
      <RouteHead />
      <header className="toolkits-page__header">
        <h1 className="toolkits-page__title">
          {state.ok ? t('headingCount', { count: formatNumber(locale, state.data.length) }) : t('heading')}
        </h1>
        <p className="toolkits-page__lead">{t('lead')}</p>
      </header>
      {body}
    </div>
  );
}
