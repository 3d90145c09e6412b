// /toolkits: every public toolkit as a card under 'All Toolkits (n)', then Community Stats; loading,
// error and empty states.
import type { ReactNode } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { ToolkitCard } from '../components/toolkit-card';
import { CommunityStats } from './community-stats';
import type { ToolkitsLoaderData } from './toolkits-loader';
import { RouteHead } from '@quadkit/core/ui/route-head';
import './toolkits.css';

export function ToolkitsScreen() {
  const state = useLoaderData<ToolkitsLoaderData>();
  const revalidator = useRevalidator();

  let body: ReactNode;
  if (!state.ok) {
    body = (
      <ErrorState
        title="Couldn't load toolkits"
        message={state.message}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  } else if (state.data.length === 0) {
    body = (
      <EmptyState
        title="No toolkits yet"
        message="Toolkits are collections of resources put together by students. Start with a few resources you like."
        action={
          <Link to="/browse" className="btn btn--primary">
            Browse Resources
          </Link>
        }
      />
    );
  } else {
    body = (
      <div className="toolkits-page__layout">
        <ul className="toolkit-grid" aria-label="Toolkits">
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
        <h1 className="toolkits-page__title">All Toolkits{state.ok ? ` (${state.data.length})` : ''}</h1>
        <p className="toolkits-page__lead">
          Ready-made collections of resources for exams, research, presentations and more.
        </p>
      </header>
      {body}
    </div>
  );
}
