// Loads one toolkit for /toolkit/{id} (from the hover-prefetch cache when fresh) and reports the load to
// page analytics (SPEC section 7): toolkit_detail_load, or toolkit_detail_error with the failed step.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { trackEvent } from '@quadkit/core/ui/analytics';
import { isNotFound } from '@quadkit/core/ui/api-client';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import type { ToolkitDetail } from '../../shared/toolkit-responses';
import { TOOLKIT_MESSAGES } from '../../shared/toolkit-rules';
import { messageOf } from '../data/error-message';
import { cachedToolkit, loadToolkit } from '../data/toolkit-cache';

/** SPEC section 9: a load under 50 ms counts as a cache hit. */
export const CACHE_HIT_MS = 50;

export type ToolkitDetailState =
  | { status: 'loading' }
  | { status: 'loaded'; toolkit: ToolkitDetail }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

export function useToolkitDetail(id: string, attempt = 0): ToolkitDetailState {
  const viewerId = useAtomValue(sessionUserAtom)?.id ?? null;
  const [state, setState] = useState<ToolkitDetailState>(() => {
    const cached = cachedToolkit(id, viewerId);
    return cached ? { status: 'loaded', toolkit: cached } : { status: 'loading' };
  });

  useEffect(() => {
    let active = true;
    const started = performance.now();
    if (!cachedToolkit(id, viewerId)) setState({ status: 'loading' });
    loadToolkit(id, viewerId).then(
      (toolkit) => {
        if (!active) return;
        const loadMs = Math.round(performance.now() - started);
        trackEvent('toolkit_detail_load', {
          toolkit_id: id,
          resolved_count: toolkit.resources.length,
          load_ms: loadMs,
          cache: loadMs < CACHE_HIT_MS ? 'hit' : 'miss',
        });
        setState({ status: 'loaded', toolkit });
      },
      (error: unknown) => {
        if (!active) return;
        if (isNotFound(error)) {
          trackEvent('toolkit_detail_error', {
            toolkit_id: id,
            step: 'load_toolkit',
            message: TOOLKIT_MESSAGES.notFound,
          });
          setState({ status: 'not-found' });
          return;
        }
        // The toolkit and its resources come in one request; any other failure leaves no resources to show.
        const message = messageOf(error, 'Failed to load resources');
        console.error('Loading the toolkit failed', error);
        trackEvent('toolkit_detail_error', { toolkit_id: id, step: 'load_resources', message });
        setState({ status: 'error', message });
      },
    );
    return () => {
      active = false;
    };
  }, [id, viewerId, attempt]);

  return state;
}
