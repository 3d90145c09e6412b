// Resource detail screen (/resource/:id): the loaded resource, or "Resource not found".
import { useLoaderData } from 'react-router';
import type { ResourceDetailData } from '../data/loaders';
import { ResourceDetailView } from './resource-detail-view';
import { ResourceNotFound } from './resource-not-found';
import './resource-detail.css';

export function ResourceDetailScreen() {
  const state = useLoaderData<ResourceDetailData>();
  if (!state) return <ResourceNotFound />;
  return <ResourceDetailView resource={state.resource} />;
}
