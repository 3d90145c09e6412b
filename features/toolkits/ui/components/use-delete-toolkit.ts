// Deleting a toolkit (editor and dashboard): DELETE /api/toolkits/{id}, then the spec's toasts, and the
// toolkit dropped from the cache and the dashboard list. Resolves whether it was deleted.
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useToast } from '@quadkit/core/ui/toasts';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { dropMyToolkit } from '../data/my-toolkits';
import { deleteToolkit } from '../data/toolkit-api';
import { forgetToolkit } from '../data/toolkit-cache';
import { commonMessages } from './messages';

export function useDeleteToolkit(): (id: string) => Promise<boolean> {
  const toast = useToast();
  const t = useMessages(commonMessages);
  const userId = useAtomValue(sessionUserAtom)?.id;
  return useCallback(
    async (id: string) => {
      try {
        await deleteToolkit(id);
      } catch (error) {
        console.error('Deleting the toolkit failed', error);
        toast.error(t('deleteFailed'));
        return false;
      }
      forgetToolkit(id);
      if (userId) dropMyToolkit(userId, id);
      toast.success(t('deleted'));
      return true;
    },
    [toast, userId, t],
  );
}
