// /toolkit/{id}: the toolkit page, a spinner while it loads, 'Toolkit not found' for a missing (or someone
// else's private) toolkit, and 'Couldn't load any resources' with the error when the load fails.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { NotFoundState } from '@quadkit/core/ui/not-found-state';
import { Spinner } from '@quadkit/core/ui/spinner';
import { ToolkitDetailView } from './toolkit-detail-view';
import { useToolkitDetail } from './use-toolkit-detail';
import '@quadkit/core/ui/fields.css';
import '../components/toolkit-card.css';
import './toolkit-detail.css';

export function ToolkitDetailScreen() {
  const { id = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const state = useToolkitDetail(id, attempt);

  if (state.status === 'loaded') return <ToolkitDetailView key={state.toolkit.id} toolkit={state.toolkit} />;

  let body;
  if (state.status === 'loading') {
    body = <Spinner block label="Loading toolkit" />;
  } else if (state.status === 'not-found') {
    body = (
      <NotFoundState
        withHead={false}
        title="Toolkit not found"
        message="This toolkit does not exist, or its owner has made it private."
        back={{ to: '/', label: 'Return to home' }}
      />
    );
  } else {
    body = (
      <ErrorState
        headingLevel={1}
        title="Couldn't load any resources"
        message={state.message}
        action={
          <div className="toolkit-detail__error-actions">
            <button type="button" className="btn btn--primary" onClick={() => setAttempt((n) => n + 1)}>
              Try Again
            </button>
            <Link to="/resources" className="btn btn--secondary">
              Browse resources
            </Link>
          </div>
        }
      />
    );
  }

  return (
    <div className="container page">
      <title>Toolkit – Quadkit</title>
      {state.status === 'loading' ? null : <meta name="robots" content="noindex" />}
      {body}
    </div>
  );
}
