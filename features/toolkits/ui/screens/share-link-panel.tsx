// The owner's share link of an unlisted toolkit: the link itself (readable and selectable), 'Copy link' with a
// toast, 'Revoke link' and 'New link'. A revoked link leaves only 'New link'.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useToast } from '@quadkit/core/ui/toasts';
import { useHydrated } from '@quadkit/core/ui/use-hydrated';
import { newShareLink, revokeShareLink } from '../data/toolkit-api';
import { forgetToolkit } from '../data/toolkit-cache';
import { detailMessages } from './toolkit-detail.messages';

export const shareLinkOf = (origin: string, id: string, token: string) =>
  `${origin}/toolkit/${encodeURIComponent(id)}?share=${encodeURIComponent(token)}`;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareLinkPanel({ toolkitId, shareToken }: { toolkitId: string; shareToken: string | null }) {
  const toast = useToast();
  const t = useMessages(detailMessages);
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  // The worker renders the owner's page too (their cookie): there, and while hydrating, the link is the path alone.
  const origin = useHydrated() ? window.location.origin : '';
  const link = shareToken ? shareLinkOf(origin, toolkitId, shareToken) : null;

  const change = async (action: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    try {
      await action();
      forgetToolkit(toolkitId);
      await revalidator.revalidate();
      toast.success(done);
    } catch (error) {
      console.error(failed, error);
      toast.error(failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card toolkit-share" aria-labelledby="toolkit-share-title">
      <h2 id="toolkit-share-title" className="toolkit-share__title">
        {t('share')}
      </h2>
      {link ? (
        <>
          <p className="toolkit-share__hint">{t('shareHint')}</p>
          <input
            className="input toolkit-share__link"
            readOnly
            value={link}
            aria-label={t('share')}
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      ) : (
        <p className="toolkit-share__hint">{t('noLink')}</p>
      )}
      <div className="toolkit-share__actions">
        {link ? (
          <>
            <button
              type="button"
              className="btn btn--primary btn--small"
              onClick={async () =>
                (await copyText(link)) ? toast.success(t('linkCopied')) : toast.error(t('linkNotCopied'))
              }
            >
              {t('copyLink')}
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              disabled={busy}
              onClick={() => change(() => revokeShareLink(toolkitId), t('revoked'), t('revokeFailed'))}
            >
              {t('revoke')}
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={busy}
          onClick={() => change(() => newShareLink(toolkitId), t('newLinkReady'), t('newLinkFailed'))}
        >
          {t('newLink')}
        </button>
      </div>
    </section>
  );
}
