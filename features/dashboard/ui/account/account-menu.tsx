// The signed-in user menu: an avatar button disclosing the e-mail, 'study level · major', a Profile
// Dashboard link, 'Admin' (the review queues at /admin) for admins only, and Sign Out. Closes on Escape (focus back on the button), outside clicks and navigation.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useProfileLabels } from '../profile-labels';
import { accountMenuMessages } from './account-menu.messages';
import { useProfile } from '../profile-state';
import { EmailText } from '../components/email-text';
import { UserAvatar } from '../user-avatar';
import type { SessionUser } from '@quadkit/core/ui/session-atoms';
import { useSignOut } from './use-sign-out';
import './account-menu.css';

export function AccountMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const state = useProfile();
  const profile = state.status === 'ready' ? state.profile : null;
  const line = useProfileLabels().line(profile);
  const t = useMessages(accountMenuMessages);
  const signOut = useSignOut();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: blur bubbles from the menu's buttons; the wrapper only listens
    <div
      ref={rootRef}
      className="account-menu"
      // Tabbing past the last item closes the menu. A blur towards nothing (relatedTarget null) is ignored:
      // Safari does not focus clicked buttons, so a click on Sign Out would otherwise close the menu first.
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-label={t('menuFor', { email: user.email })}
        aria-expanded={open}
        aria-controls={panelId}
        data-user-menu-button=""
        onClick={() => setOpen(!open)}
      >
        <UserAvatar email={user.email} avatarUrl={profile?.avatar_url} />
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <div className="account-menu__who">
          <p className="account-menu__email">
            <EmailText email={user.email} />
          </p>
          {line ? <p className="account-menu__line">{line}</p> : null}
        </div>
        <ul className="account-menu__items">
          <li>
            <Link to="/dashboard" className="account-menu__item" onClick={() => setOpen(false)}>
              {t('dashboard')}
            </Link>
          </li>
          {user.isAdmin ? (
            <li>
              <Link to="/admin" className="account-menu__item" onClick={() => setOpen(false)}>
                {t('admin')}
              </Link>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className="account-menu__item"
              disabled={signingOut}
              onClick={async () => {
                setSigningOut(true);
                await signOut();
                setSigningOut(false);
              }}
            >
              {signingOut ? t('signingOut') : t('signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
