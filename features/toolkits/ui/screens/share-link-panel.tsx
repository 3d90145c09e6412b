// The owner's share link of an unlisted toolkit: the link itself (readable and selectable), 'Copy link' with a
// toast, 'Revoke link' and 'New link'. A revoked link leaves only 'New link'.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useToast } from '@quadkit/core/ui/toasts';
import { useHydrated } from '@quadkit/core/ui/use-hydrated';
import { newShareLink, revokeShareLink } from '../data/toolkit-api';
import { forgetToolkit } from '../data/toolkit-cache';

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
        Share link
      </h2>
      {link ? (
        <>
          <p className="toolkit-share__hint">Anyone with this link can view this toolkit. It is never listed.</p>
          <input
            className="input toolkit-share__link"
            readOnly
            value={link}
            aria-label="Share link"
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      ) : (
        <p className="toolkit-share__hint">No working link: only you can see this toolkit until you make a new one.</p>
      )}
      <div className="toolkit-share__actions">
        {link ? (
          <>
            <button
              type="button"
              className="btn btn--primary btn--small"
              onClick={async () =>
                (await copyText(link)) ? toast.success('Link copied') : toast.error('Could not copy the link')
              }
            >
              Copy link
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              disabled={busy}
              onClick={() => change(() => revokeShareLink(toolkitId), 'Link revoked', 'Failed to revoke the link')}
            >
              Revoke link
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={busy}
          onClick={() => change(() => newShareLink(toolkitId), 'New link ready', 'Failed to make a new link')}
        >
          New link
        </button>
      </div>
    </section>
  );
}
