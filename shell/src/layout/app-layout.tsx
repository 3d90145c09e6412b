// The frame around every screen: skip link, fixed header, the routed page, footer and phone bottom nav.
import { Outlet, ScrollRestoration } from 'react-router';
import { BottomNav } from './bottom-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './app-layout.css';

export function AppLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <BottomNav />
      {/* New navigations start at the top; Back and Forward restore where the visitor was. */}
      <ScrollRestoration />
    </>
  );
}
