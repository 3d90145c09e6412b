// The frame around every screen: skip link, fixed header, the routed page, footer and phone bottom nav.
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AssistantLauncher } from '@quadkit/assistant/ui';
import { startAnalytics, trackEvent } from '@quadkit/core/ui/analytics';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { BottomNav } from './bottom-nav';
import { layoutMessages } from './messages';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './app-layout.css';

export function AppLayout() {
  // Route loaders run before a screen changes: a thin bar says the next page is on its way.
  const busy = useNavigation().state !== 'idle';
  const { pathname } = useLocation();
  const t = useMessages(layoutMessages);
  useEffect(startAnalytics, []);
  // docs/product.md#behind-the-screens: page_view on each path change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page_view per path change
  useEffect(() => trackEvent('page_view'), [pathname]);
  return (
    <>
      <div
        className="nav-progress"
        data-active={busy}
        role="progressbar"
        aria-hidden={!busy}
        aria-label={t('loadingPage')}
      />
      <a href="#main" className="skip-link">
        {t('skip')}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1} aria-busy={busy}>
        <Outlet />
      </main>
      <SiteFooter />
      <BottomNav />
      <AssistantLauncher />
      {/* New navigations start at the top; Back and Forward restore where the visitor was. */}
      <ScrollRestoration />
    </>
  );
}
