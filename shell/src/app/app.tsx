// Root component, the same in the browser and in the worker's renderer (so hydration matches): the jotai store,
// the save control and bookmark session, the session gate, the router, the auth modal and toasts.
import { Provider, type createStore, useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { AddToToolkitContext } from '@quadkit/core/ui/add-to-toolkit-slot';
import { SaveControlContext } from '@quadkit/core/ui/save-control-slot';
import { sessionCheckedAtom } from '@quadkit/core/ui/session-atoms';
import { Toaster } from '@quadkit/core/ui/toaster';
import { AddToToolkitControl, BookmarkSession, SaveButton } from '@quadkit/toolkits/ui';
import { AuthModalHost } from '../auth/auth-modal-host';
import { NoticeBanner } from '../realtime/notice-banner';
import { SessionGate } from '../auth/session-gate';

interface AppProps {
  store: ReturnType<typeof createStore>;
  /** Goes to a path (the auth modal's links); the browser router's navigate. */
  navigate: (to: string) => void;
  /**
   * False for a page the worker rendered (docs/decisions/0019): its screens show at once, as a visitor whose
   * session is not known yet, and signed-in parts fill in when the check answers. True for a client-rendered page.
   */
  holdUntilSessionChecked: boolean;
  /** Called once the first render has committed (hydration done): the browser then applies the session check, and
   * the page says it has hydrated once that is drawn. */
  onHydrated?: (() => void) | undefined;
  /** The router: RouterProvider in the browser, StaticRouterProvider in the worker. */
  children: ReactNode;
}

/**
 * Runs `onDone` after the first commit (an effect never runs in the worker's render). The page then says it has
 * hydrated once a commit shows the checked session (tests wait for that before they interact): the session's redraw
 * is a transition, so it may land a few tasks after the answer.
 */
function AfterFirstCommit({ onDone }: { onDone: () => void }) {
  const checked = useAtomValue(sessionCheckedAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(onDone, []);
  useEffect(() => {
    if (checked) document.documentElement.dataset.hydrated = '';
  }, [checked]);
  return null;
}

export function App({ store, navigate, holdUntilSessionChecked, onHydrated, children }: AppProps) {
  return (
    <Provider store={store}>
      <NoticeBanner />
      <SaveControlContext value={SaveButton}>
        <AddToToolkitContext value={AddToToolkitControl}>
          <SessionGate hold={holdUntilSessionChecked}>{children}</SessionGate>
        </AddToToolkitContext>
      </SaveControlContext>
      {/* Loads bookmarks for whoever signs in (pushing local ones first) and hosts the sign-in prompt. */}
      <BookmarkSession />
      <AuthModalHost navigate={navigate} />
      <Toaster />
      {onHydrated ? <AfterFirstCommit onDone={onHydrated} /> : null}
    </Provider>
  );
}
