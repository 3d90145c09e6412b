// Loads one resource for the detail screen: the API first, the built-in list when the API is unreachable.
import { useEffect, useState } from 'react';
import type { Resource } from '@quadkit/core/catalog/types';
import { apiGet, isNotFound } from '@quadkit/core/ui/api-client';
import type { ResourceResponse } from '../../shared/resource-responses';

export type ResourceState =
  | { status: 'loading' }
  | { status: 'loaded'; resource: Resource; source: 'api' | 'built-in' }
  | { status: 'not-found' };

/** The catalog is imported on demand so its ~85 entries never weigh on the first page load. */
async function findBuiltIn(id: string): Promise<Resource | undefined> {
  const { RESOURCES } = await import('@quadkit/core/catalog/resources/index');
  return RESOURCES.find((resource) => resource.id === id);
}

export async function loadResource(id: string, signal?: AbortSignal): Promise<ResourceState> {
  try {
    const { resource } = await apiGet<ResourceResponse>(`/api/resources/${encodeURIComponent(id)}`, { signal });
    return { status: 'loaded', resource, source: 'api' };
  } catch (error) {
    if (signal?.aborted) throw error;
    // SPEC: a real 404 means missing; any other failure (5xx, offline) falls back to the built-in list.
    if (isNotFound(error)) return { status: 'not-found' };
    console.warn('Resource API unavailable, using the built-in list', error);
    const resource = await findBuiltIn(id);
    return resource ? { status: 'loaded', resource, source: 'built-in' } : { status: 'not-found' };
  }
}

export function useResource(id: string): ResourceState {
  const [state, setState] = useState<ResourceState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadResource(id, controller.signal).then(
      (next) => {
        if (!controller.signal.aborted) setState(next);
      },
      (error: unknown) => {
        // Only an abort or a broken catalog chunk gets here; the latter must reach the route error boundary.
        if (!controller.signal.aborted)
          setState(() => {
            throw error;
          });
      },
    );
    return () => controller.abort();
  }, [id]);

  return state;
}
