// Loads the public toolkits (featured first, then newest) for /toolkits and the home showcase.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import type { ToolkitSummary } from '../../shared/toolkit-responses';
import { messageOf } from '../data/error-message';
import { fetchPublicToolkits } from '../data/toolkit-api';

export type PublicToolkitsState =
  | { status: 'loading' }
  | { status: 'loaded'; toolkits: ToolkitSummary[] }
  | { status: 'error'; message: string };

export function usePublicToolkits(attempt = 0): PublicToolkitsState {
  const [state, setState] = useState<PublicToolkitsState>({ status: 'loading' });
  // isOwner on each card depends on who asks.
  const viewerId = useAtomValue(sessionUserAtom)?.id ?? null;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchPublicToolkits(controller.signal).then(
      (toolkits) => setState({ status: 'loaded', toolkits }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading public toolkits failed', error);
        // SPEC section 8: the message, or 'Failed to load toolkits'.
        setState({ status: 'error', message: messageOf(error, 'Failed to load toolkits') });
      },
    );
    return () => controller.abort();
  }, [viewerId, attempt]);

  return state;
}
