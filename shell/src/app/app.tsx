// Root component: the shell's one jotai store, the first session check, the router, the save control and
// bookmark session, the auth modal and toasts.
import { Provider } from 'jotai';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AddToToolkitContext } from '@quadkit/core/ui/add-to-toolkit-slot';
import { DashboardPanelsContext } from '@quadkit/core/ui/dashboard-panels';
import { SaveControlContext } from '@quadkit/core/ui/save-control-slot';
import { Toaster } from '@quadkit/core/ui/toaster';
import { AddToToolkitControl, BookmarkSession, SaveButton } from '@quadkit/toolkits/ui';
import { AuthModalHost } from '../auth/auth-modal-host';
import { setViewer } from '@quadkit/core/ui/data/viewer-cache';
import { NoticeBanner } from '../realtime/notice-banner';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { checkSession } from '../auth/session-bootstrap';
import { SessionGate } from '../auth/session-gate';
import { dashboardPanels } from './dashboard-panels';
import { routes } from './routes';
import { store } from './store';

// Created once at module load: a data router must not live in React state.
export const router = createBrowserRouter(routes);

// Asked once, before the first render, while the first route's chunk downloads.
void checkSession(store);

// Loaders answer for whoever asks (isOwner, private toolkits, 'mine' lists): a sign-in or sign-out empties the
// viewer caches, then reruns them.
store.sub(sessionUserAtom, () => {
  setViewer(store.get(sessionUserAtom)?.id ?? null);
  void router.revalidate();
});

const navigate = (to: string) => void router.navigate(to);

export function App() {
  return (
    <Provider store={store}>
      <NoticeBanner />
      <DashboardPanelsContext value={dashboardPanels}>
        <SaveControlContext value={SaveButton}>
          <AddToToolkitContext value={AddToToolkitControl}>
            <SessionGate>
              <RouterProvider router={router} />
            </SessionGate>
          </AddToToolkitContext>
        </SaveControlContext>
      </DashboardPanelsContext>
      {/* Loads bookmarks for whoever signs in (pushing local ones first) and hosts the sign-in prompt. */}
      <BookmarkSession />
      <AuthModalHost navigate={navigate} />
      <Toaster />
    </Provider>
  );
}
