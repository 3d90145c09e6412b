// Always mounted: listens for the openAuthModal window event and shows the sign-in / sign-up modal, whose
// code (and Radix with it) is a lazy chunk fetched on the first event or on a hover of the Sign In button.
import { useStore } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { authModalDetailOf, OPEN_AUTH_MODAL_EVENT } from '@quadkit/core/ui/session-events';
import type { AuthMode } from './auth-form';

const loadAuthModal = () => import('./auth-modal');
const AuthModal = lazy(loadAuthModal);

/** Starts fetching the modal's chunk early (pointer over or focus on a Sign In button). */
export const preloadAuthModal = (): void => void loadAuthModal();

interface Request {
  /** Bumped on every event, so each opening starts from a fresh form. */
  key: number;
  /** 'onboarding': straight to the wizard (a signed-in user resuming it from the dashboard). */
  mode: AuthMode | 'onboarding';
  redirectTo: string | undefined;
}

interface AuthModalHostProps {
  /** Client-side navigation for the optional redirect after sign-in (the host lives outside the router). */
  navigate: (to: string) => void;
}

export function AuthModalHost({ navigate }: AuthModalHostProps) {
  const [request, setRequest] = useState<Request | null>(null);
  const [open, setOpen] = useState(false);
  const store = useStore();

  useEffect(() => {
    const onOpen = (event: Event) => {
      const { mode = 'sign-in', redirectTo } = authModalDetailOf(event);
      // Already signed in: nothing to ask, so just go where the caller wanted. Onboarding is the exception: only a
      // signed-in user resumes it, since it saves to their profile.
      if (!store.get(sessionUserAtom) !== (mode !== 'onboarding')) {
        if (redirectTo) navigate(redirectTo);
        return;
      }
      setRequest((previous) => ({ key: (previous?.key ?? 0) + 1, mode, redirectTo }));
      setOpen(true);
    };
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
  }, [store, navigate]);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal
        key={request.key}
        open={open}
        onOpenChange={setOpen}
        initialMode={request.mode}
        redirectTo={request.redirectTo}
        navigate={navigate}
      />
    </Suspense>
  );
}
