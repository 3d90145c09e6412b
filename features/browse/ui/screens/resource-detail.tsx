// Resource detail screen (/resource/:id): loads the resource and shows it, a spinner, or "Resource not found".
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { trackResourceView } from '@quadkit/core/ui/analytics';
import { Spinner } from '@quadkit/core/ui/spinner';
import { ResourceDetailView } from './resource-detail-view';
import { ResourceNotFound } from './resource-not-found';
import { useResource } from './use-resource';
import './resource-detail.css';

export function ResourceDetailScreen() {
  // React Router hands params over already URL-decoded ("/resource/khan%20academy" gives "khan academy").
  const { id = '' } = useParams();
  const state = useResource(id);
  const viewedId = state.status === 'loaded' ? state.resource.id : '';
  // SPEC section 7: resource_view, once per resource per browser session (the client remembers which).
  useEffect(() => {
    if (viewedId) trackResourceView(viewedId);
  }, [viewedId]);

  if (state.status === 'loading') {
    return (
      <div className="container page">
        <Spinner block label="Loading resource" />
      </div>
    );
  }
  if (state.status === 'not-found') return <ResourceNotFound />;
  return <ResourceDetailView resource={state.resource} />;
}
