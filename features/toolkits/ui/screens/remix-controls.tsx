// 'Make a copy' (the caller's own private copy, then its page), 'Remixed from {title} by {owner}' on a copy and
// 'Used by N' on an original. Signed out, 'Make a copy' opens the sign-in modal instead; clicked before the session
// is known, it waits for the answer rather than taking the visitor for signed out.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '@quadkit/core/ui/api-client';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { openAuthModal } from '@quadkit/core/ui/session-events';
import type { SessionUser } from '@quadkit/core/ui/session-atoms';
import { useWhenSessionChecked } from '@quadkit/core/ui/session-ready';
import { useToast } from '@quadkit/core/ui/toasts';
import type { RemixedFrom } from '../../shared/toolkit-responses';
import { myToolkitsChanged } from '../data/my-toolkits';
import { copyToolkit } from '../data/toolkit-api';
import { rememberToolkit } from '../data/toolkit-cache';
import { detailMessages } from './toolkit-detail.messages';

export function MakeCopyButton({ toolkitId, share }: { toolkitId: string; share?: string }) {
  const whenSessionChecked = useWhenSessionChecked();
  const navigate = useNavigate();
  const toast = useToast();
  const t = useMessages(detailMessages);
  const [copying, setCopying] = useState(false);

  const copy = async (user: SessionUser | null) => {
    if (!user) {
      setCopying(false);
      openAuthModal({ mode: 'sign-in' });
      return;
    }
    try {
      const copied = await copyToolkit(toolkitId, share);
      rememberToolkit(copied);
      myToolkitsChanged();
      toast.success(t('copied'));
      void navigate(`/toolkit/${encodeURIComponent(copied.id)}`);
    } catch (error) {
      console.error('Copying the toolkit failed', error);
      toast.error(isApiError(error) && error.status === 429 ? error.message : t('copyFailed'));
      setCopying(false);
    }
  };

  return (
    <button
      type="button"
      className="btn btn--secondary btn--small"
      disabled={copying}
      onClick={() => {
        setCopying(true);
        whenSessionChecked((user) => void copy(user));
      }}
    >
      {t(copying ? 'copying' : 'copy')}
    </button>
  );
}

export function RemixAttribution({ from }: { from: RemixedFrom }) {
  const t = useMessages(detailMessages);
  return (
    <p className="toolkit-detail__remix">
      {t('remixBefore')}
      {from.id ? <Link to={`/toolkit/${encodeURIComponent(from.id)}`}>{from.title}</Link> : <span>{from.title}</span>}
      {t('remixAfter', { owner: from.owner })}
    </p>
  );
}
