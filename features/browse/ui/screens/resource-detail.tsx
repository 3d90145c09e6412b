// Resource detail screen (/resource/:id): the loaded resource, or "Resource not found".
import { useEffect } from 'react';
import { useLoaderData } from 'react-router';
import { trackResourceView } from '@quadkit/core/ui/resource-views';
import type { ResourceDetailData } from '../data/loaders';
import { ResourceDetailView } from './resource-detail-view';
import { ResourceNotFound } from './resource-not-found';
import './resource-detail.css';

export function ResourceDetailScreen() {
  const state = useLoaderData<ResourceDetailData>();
  const viewedId = state?.resource.id ?? '';
  // docs/product.md#behind-the-screens: resource_view, once per resource per browser session (the client remembers which).
  useEffect(() => {
    if (viewedId) trackResourceView(viewedId);
  }, [viewedId]);
  if (!state) return <ResourceNotFound />;
  return (
    <ResourceDetailView
      resource={state.resource}
      brokenLinkReported={state.brokenLinkReported}
      canReport={state.source === 'api'}
    />
  );
}
